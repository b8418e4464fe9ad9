-- expect: accept
-- a repeated grouping set of all expressions: one row per repeat, told apart by GROUP_ID()
CREATE TABLE t (
  i INT,
  j INT,
  s STRING,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen');
SELECT i, GROUP_ID() AS g, COUNT(*) FROM t GROUP BY GROUPING SETS ((i), (i));
