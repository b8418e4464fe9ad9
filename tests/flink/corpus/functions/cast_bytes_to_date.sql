-- expect: reject
-- Flink's code generation has no cast from binary strings to dates and times
CREATE TABLE t (
  i INT,
  d DOUBLE,
  ts TIMESTAMP(3),
  ltz TIMESTAMP_LTZ(3),
  bin BYTES
) WITH ('connector' = 'datagen');
SELECT CAST(bin AS DATE) FROM t;
