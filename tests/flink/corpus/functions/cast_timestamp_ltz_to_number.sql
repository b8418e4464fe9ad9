-- expect: reject
-- Flink refuses casts from TIMESTAMP_LTZ to numbers
CREATE TABLE t (
  i INT,
  d DOUBLE,
  ts TIMESTAMP(3),
  ltz TIMESTAMP_LTZ(3),
  bin BYTES
) WITH ('connector' = 'datagen');
SELECT CAST(ltz AS DOUBLE) FROM t;
