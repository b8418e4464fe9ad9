-- expect: accept
-- CAST to DECIMAL(40, 2): Flink caps the precision at 38
CREATE TABLE gen (
  i INT,
  s STRING,
  d DATE,
  b BOOLEAN,
  ts TIMESTAMP(3),
  ltz TIMESTAMP_LTZ(3),
  arr ARRAY<INT>
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (v DECIMAL(38, 2)) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT CAST(i AS DECIMAL(40, 2)) FROM gen;
