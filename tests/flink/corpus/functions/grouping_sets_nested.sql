-- expect: accept
-- GROUPING SETS around ROLLUP, CUBE, rows and (), combined with plain keys
CREATE TABLE t (
  i INT,
  j INT,
  s STRING,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen');
SELECT i, j, s, COUNT(*), GROUPING(i, j), GROUPING_ID(s) FROM t GROUP BY s, GROUPING SETS (ROLLUP(i), CUBE((i, j)), ());
