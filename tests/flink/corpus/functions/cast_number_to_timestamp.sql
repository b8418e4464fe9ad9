-- expect: reject
-- Flink refuses casts from numbers to TIMESTAMP (use TO_TIMESTAMP(FROM_UNIXTIME(n)))
CREATE TABLE t (
  i INT,
  d DOUBLE,
  ts TIMESTAMP(3),
  ltz TIMESTAMP_LTZ(3),
  bin BYTES
) WITH ('connector' = 'datagen');
SELECT CAST(i AS TIMESTAMP(3)) FROM t;
