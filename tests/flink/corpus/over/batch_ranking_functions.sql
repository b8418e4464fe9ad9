-- expect: accept
-- Batch mode: every ranking function, with NTILE, PERCENT_RANK and CUME_DIST
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, who STRING, v INT, small TINYINT, big BIGINT, d DATE, ts TIMESTAMP(3), lt TIMESTAMP_LTZ(3), x DOUBLE, s STRING)
  WITH ('connector' = 'filesystem', 'path' = '/tmp/none.csv', 'format' = 'csv');
SELECT id, ROW_NUMBER() OVER w AS rn, RANK() OVER w AS rk, DENSE_RANK() OVER w AS dr, PERCENT_RANK() OVER w AS pr, CUME_DIST() OVER w AS cd, NTILE(4) OVER w AS nt FROM t WINDOW w AS (PARTITION BY who ORDER BY v DESC NULLS LAST);
