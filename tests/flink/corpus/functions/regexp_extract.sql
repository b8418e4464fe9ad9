-- expect: accept
-- REGEXP_EXTRACT with and without a group
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
SELECT REGEXP_EXTRACT(s, '[a-z]+'), REGEXP_EXTRACT(s, '([a-z])([0-9])', 2) FROM t;
