-- expect: reject
-- the number-to-timestamp refusal holds for array elements too
CREATE TABLE t (
  i INT,
  d DOUBLE,
  ts TIMESTAMP(3),
  ltz TIMESTAMP_LTZ(3),
  bin BYTES
) WITH ('connector' = 'datagen');
SELECT CAST(ARRAY[i] AS ARRAY<TIMESTAMP(3)>) FROM t;
