-- expect: reject
-- a column outside every grouping set is not grouped
CREATE TABLE t (
  i INT,
  j INT,
  s STRING,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen');
SELECT i, j FROM t GROUP BY ROLLUP(i);
