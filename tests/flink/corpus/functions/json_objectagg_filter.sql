-- expect: reject
-- JSON_OBJECTAGG takes no FILTER clause in Calcite's grammar
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
SELECT JSON_OBJECTAGG(KEY s VALUE i) FILTER (WHERE i > 0) FROM t;
