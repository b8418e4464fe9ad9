-- expect: accept
-- an expression as grouping key and GROUPING argument
CREATE TABLE t (
  i INT,
  j INT,
  s STRING,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen');
SELECT i + 1, GROUPING(i + 1), SUM(j) FROM t GROUP BY ROLLUP(i + 1) HAVING GROUPING(i + 1) = 0 OR SUM(j) > 0;
