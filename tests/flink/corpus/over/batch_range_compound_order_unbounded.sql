-- expect: reject
-- Batch mode: an explicit RANGE frame over two ORDER BY keys, even without offsets
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, who STRING, v INT, small TINYINT, big BIGINT, d DATE, ts TIMESTAMP(3), lt TIMESTAMP_LTZ(3), x DOUBLE, s STRING)
  WITH ('connector' = 'filesystem', 'path' = '/tmp/none.csv', 'format' = 'csv');
SELECT SUM(v) OVER (PARTITION BY who ORDER BY id, v RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) FROM t;
