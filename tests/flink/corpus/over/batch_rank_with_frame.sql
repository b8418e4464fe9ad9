-- expect: reject
-- Batch mode: RANK with a frame
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, who STRING, v INT, small TINYINT, big BIGINT, d DATE, ts TIMESTAMP(3), lt TIMESTAMP_LTZ(3), x DOUBLE, s STRING)
  WITH ('connector' = 'filesystem', 'path' = '/tmp/none.csv', 'format' = 'csv');
SELECT RANK() OVER (PARTITION BY who ORDER BY v ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) FROM t;
