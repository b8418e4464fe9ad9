-- expect: accept
-- FLOAT, DOUBLE and DOUBLE PRECISION columns
CREATE TABLE gen (
  a FLOAT,
  b DOUBLE,
  c DOUBLE PRECISION
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  a FLOAT,
  b DOUBLE,
  c DOUBLE PRECISION
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
