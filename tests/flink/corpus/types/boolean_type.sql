-- expect: accept
-- BOOLEAN column
CREATE TABLE gen (
  flag BOOLEAN
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  flag BOOLEAN
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
