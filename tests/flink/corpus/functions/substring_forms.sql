-- expect: accept
-- SUBSTRING with FROM/FOR and with commas
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
SELECT SUBSTRING(s FROM 2 FOR 3), SUBSTRING(s, 2), SUBSTR(s, 1, 2) FROM t;
