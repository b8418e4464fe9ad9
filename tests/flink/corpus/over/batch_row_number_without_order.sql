-- expect: reject
-- Batch mode: ROW_NUMBER without ORDER BY
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, who STRING, v INT, small TINYINT, big BIGINT, d DATE, ts TIMESTAMP(3), lt TIMESTAMP_LTZ(3), x DOUBLE, s STRING)
  WITH ('connector' = 'filesystem', 'path' = '/tmp/none.csv', 'format' = 'csv');
SELECT id, ROW_NUMBER() OVER (PARTITION BY who) AS rn, COUNT(*) OVER (PARTITION BY who) AS n FROM t;
