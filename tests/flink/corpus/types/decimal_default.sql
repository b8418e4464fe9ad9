-- expect: accept
-- DECIMAL and NUMERIC without precision mean (10, 0)
CREATE TABLE gen (
  a DECIMAL,
  b NUMERIC,
  c DEC(5)
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  a DECIMAL,
  b NUMERIC,
  c DEC(5)
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
