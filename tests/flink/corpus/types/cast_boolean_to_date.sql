-- expect: reject
-- a BOOLEAN cannot be cast to DATE
CREATE TABLE gen (
  i INT,
  s STRING,
  d DATE,
  b BOOLEAN,
  ts TIMESTAMP(3),
  ltz TIMESTAMP_LTZ(3),
  arr ARRAY<INT>
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (v DATE) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT CAST(b AS DATE) FROM gen;
