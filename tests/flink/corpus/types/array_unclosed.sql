-- expect: reject
-- ARRAY type with an unclosed angle bracket
CREATE TABLE gen (
  a ARRAY<INT
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  a ARRAY<INT
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
