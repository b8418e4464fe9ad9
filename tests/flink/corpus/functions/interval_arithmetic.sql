-- expect: accept
-- timestamp plus an interval
CREATE TABLE t (
  i INT,
  j INT,
  d DOUBLE,
  s STRING,
  s2 STRING,
  b BOOLEAN,
  epoch BIGINT,
  amt DECIMAL(10, 2),
  ts TIMESTAMP(3),
  ltz TIMESTAMP_LTZ(3),
  arr ARRAY<INT>,
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen');
SELECT ts + INTERVAL '1' DAY, ts - INTERVAL '2' HOUR FROM t;
