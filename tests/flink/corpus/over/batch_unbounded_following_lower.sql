-- expect: reject
-- Batch mode: UNBOUNDED FOLLOWING as the lower bound
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, who STRING, v INT, small TINYINT, big BIGINT, d DATE, ts TIMESTAMP(3), lt TIMESTAMP_LTZ(3), x DOUBLE, s STRING)
  WITH ('connector' = 'filesystem', 'path' = '/tmp/none.csv', 'format' = 'csv');
SELECT SUM(v) OVER (ORDER BY id ROWS BETWEEN UNBOUNDED FOLLOWING AND CURRENT ROW) FROM t;
