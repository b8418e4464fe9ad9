-- expect: reject
-- GROUPING may appear in SELECT, HAVING and ORDER BY only
CREATE TABLE t (
  i INT,
  j INT,
  s STRING,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen');
SELECT i FROM t WHERE GROUPING(i) = 0 GROUP BY ROLLUP(i);
