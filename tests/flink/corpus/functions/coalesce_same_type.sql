-- expect: accept
-- COALESCE of strings
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
SELECT COALESCE(s, s2, 'none') FROM t;
