-- expect: accept
-- Batch mode: the default frame over two ORDER BY keys (RANGE up to the current row's peers)
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, who STRING, v INT, small TINYINT, big BIGINT, d DATE, ts TIMESTAMP(3), lt TIMESTAMP_LTZ(3), x DOUBLE, s STRING)
  WITH ('connector' = 'filesystem', 'path' = '/tmp/none.csv', 'format' = 'csv');
SELECT SUM(v) OVER (PARTITION BY who ORDER BY id, v) AS a, COUNT(*) OVER (ORDER BY who, v DESC) AS b FROM t;
