-- expect: reject
-- Flink refuses casts from TIMESTAMP to numbers (use UNIX_TIMESTAMP(CAST(ts AS STRING)))
CREATE TABLE t (
  i INT,
  d DOUBLE,
  ts TIMESTAMP(3),
  ltz TIMESTAMP_LTZ(3),
  bin BYTES
) WITH ('connector' = 'datagen');
SELECT CAST(ts AS BIGINT) FROM t;
