-- expect: reject
-- FIRST_VALUE in a GROUP BY takes numbers, booleans, VARCHAR and DECIMAL only
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
SELECT i, FIRST_VALUE(ts) FROM t GROUP BY i;
