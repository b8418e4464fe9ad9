-- expect: reject
-- a TIMESTAMP cannot be cast to BIGINT
CREATE TABLE gen (
  i INT,
  s STRING,
  d DATE,
  b BOOLEAN,
  ts TIMESTAMP(3),
  ltz TIMESTAMP_LTZ(3),
  arr ARRAY<INT>
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (v BIGINT) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT CAST(ts AS BIGINT) FROM gen;
