-- expect: reject
-- GROUPING may not be an aggregate's argument
CREATE TABLE t (
  i INT,
  j INT,
  s STRING,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen');
SELECT SUM(GROUPING(i)) FROM t GROUP BY ROLLUP(i);
