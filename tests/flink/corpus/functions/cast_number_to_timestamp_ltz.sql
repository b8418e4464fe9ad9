-- expect: reject
-- Flink refuses casts from numbers to TIMESTAMP_LTZ (use TO_TIMESTAMP_LTZ(n, precision))
CREATE TABLE t (
  i INT,
  d DOUBLE,
  ts TIMESTAMP(3),
  ltz TIMESTAMP_LTZ(3),
  bin BYTES
) WITH ('connector' = 'datagen');
SELECT TRY_CAST(d AS TIMESTAMP_LTZ(3)) FROM t;
