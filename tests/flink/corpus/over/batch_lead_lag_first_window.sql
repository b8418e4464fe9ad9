-- expect: accept
-- Batch mode: LEAD and LAG with constants in the first window Flink computes, beside other windows
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, who STRING, v INT, small TINYINT, big BIGINT, d DATE, ts TIMESTAMP(3), lt TIMESTAMP_LTZ(3), x DOUBLE, s STRING)
  WITH ('connector' = 'filesystem', 'path' = '/tmp/none.csv', 'format' = 'csv');
SELECT id, LEAD(v, 2, -1) OVER (ORDER BY id) AS a, LAG(v, 3) OVER (ORDER BY id) AS b, COUNT(*) OVER (PARTITION BY who) AS n, SUM(v) OVER (PARTITION BY who ORDER BY id ROWS BETWEEN 1 PRECEDING AND 1 FOLLOWING) AS s FROM t;
