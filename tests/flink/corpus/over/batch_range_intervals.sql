-- expect: accept
-- Batch mode: interval RANGE offsets over DATE, and a decimal one over DOUBLE
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, who STRING, v INT, small TINYINT, big BIGINT, d DATE, ts TIMESTAMP(3), lt TIMESTAMP_LTZ(3), x DOUBLE, s STRING)
  WITH ('connector' = 'filesystem', 'path' = '/tmp/none.csv', 'format' = 'csv');
SELECT SUM(v) OVER (ORDER BY d RANGE BETWEEN INTERVAL '2' DAY PRECEDING AND INTERVAL '1' MONTH FOLLOWING) AS a, COUNT(*) OVER (ORDER BY x DESC RANGE BETWEEN 0.5 PRECEDING AND 2 FOLLOWING) AS b FROM t;
