-- expect: accept
-- CAST an INT to BOOLEAN
CREATE TABLE gen (
  i INT,
  s STRING,
  d DATE,
  b BOOLEAN,
  ts TIMESTAMP(3),
  ltz TIMESTAMP_LTZ(3),
  arr ARRAY<INT>
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (v BOOLEAN) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT CAST(i AS BOOLEAN) FROM gen;
