-- expect: accept
-- Batch mode: variance and AVG over a sliding RANGE frame
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, who STRING, v INT, small TINYINT, big BIGINT, d DATE, ts TIMESTAMP(3), lt TIMESTAMP_LTZ(3), x DOUBLE, s STRING)
  WITH ('connector' = 'filesystem', 'path' = '/tmp/none.csv', 'format' = 'csv');
SELECT STDDEV_POP(x) OVER (PARTITION BY who ORDER BY v RANGE BETWEEN 5 PRECEDING AND 5 FOLLOWING) AS a, AVG(v) OVER (PARTITION BY who ORDER BY v RANGE BETWEEN 5 PRECEDING AND 5 FOLLOWING) AS b FROM t;
