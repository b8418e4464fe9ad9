-- expect: reject
-- a repeated grouping set that groups by fewer than all expressions: Flink cannot plan its own aggregation
CREATE TABLE t (
  i INT,
  j INT,
  s STRING,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen');
SELECT i, COUNT(*) FROM t GROUP BY GROUPING SETS ((i), (s), (i));
