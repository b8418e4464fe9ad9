-- expect: reject
-- Two different OVER windows in one SELECT: Flink plans one OverAggregate per window and cannot
CREATE TABLE t (id INT, who STRING, v INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'datagen');
SELECT id, SUM(v) OVER (PARTITION BY who ORDER BY ts) AS a, COUNT(*) OVER (PARTITION BY who ORDER BY ts ROWS 2 PRECEDING) AS b FROM t;
