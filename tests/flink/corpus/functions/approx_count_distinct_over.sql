-- expect: accept
-- APPROX_COUNT_DISTINCT over an OVER window in batch mode (valid; the engine does not run it)
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (i INT, b BOOLEAN, bin BYTES, arr ARRAY<INT>, ts TIMESTAMP(3)) WITH ('connector' = 'datagen', 'number-of-rows' = '10');
SELECT APPROX_COUNT_DISTINCT(i) OVER (ORDER BY ts) FROM t;
