-- expect: accept
-- TIMESTAMP(9) is the largest precision
CREATE TABLE gen (
  a TIMESTAMP(9)
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  a TIMESTAMP(9)
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
