-- expect: reject
-- Batch mode: a LAG with a constant offset in the third operator, where Flink 1.20 indexes past its constants
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, who STRING, v INT, small TINYINT, big BIGINT, d DATE, ts TIMESTAMP(3), lt TIMESTAMP_LTZ(3), x DOUBLE, s STRING)
  WITH ('connector' = 'filesystem', 'path' = '/tmp/none.csv', 'format' = 'csv');
SELECT id, COUNT(*) OVER (PARTITION BY who) AS n, MAX(v) OVER (ORDER BY id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS m, LAG(v, 2, -1) OVER (PARTITION BY who ORDER BY id) AS l FROM t;
