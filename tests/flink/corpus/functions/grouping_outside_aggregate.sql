-- expect: reject
-- GROUPING needs an aggregate query
CREATE TABLE t (
  i INT,
  j INT,
  s STRING,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen');
SELECT i, GROUPING(i) FROM t;
