-- expect: reject
-- GROUPING's arguments must be grouping expressions
CREATE TABLE t (
  i INT,
  j INT,
  s STRING,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen');
SELECT i, GROUPING(j) FROM t GROUP BY ROLLUP(i);
