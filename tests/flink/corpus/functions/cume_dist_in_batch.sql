-- expect: accept
-- CUME_DIST and PERCENT_RANK in batch mode (not in the embedded engine yet)
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (
  i INT,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen', 'number-of-rows' = '10');
SELECT CUME_DIST() OVER (PARTITION BY i ORDER BY ts), PERCENT_RANK() OVER (PARTITION BY i ORDER BY ts) FROM t;
