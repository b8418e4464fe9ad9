-- expect: accept
-- TO_TIMESTAMP_LTZ from epoch milliseconds
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
SELECT TO_TIMESTAMP_LTZ(epoch, 3) FROM t;
