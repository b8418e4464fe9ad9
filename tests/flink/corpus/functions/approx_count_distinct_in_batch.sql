-- expect: accept
-- APPROX_COUNT_DISTINCT in batch mode
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (
  i INT,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen', 'number-of-rows' = '10');
SELECT APPROX_COUNT_DISTINCT(i) FROM t;
