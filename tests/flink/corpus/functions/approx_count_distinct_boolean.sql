-- expect: reject
-- APPROX_COUNT_DISTINCT of a BOOLEAN
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (i INT, b BOOLEAN, bin BYTES, arr ARRAY<INT>, ts TIMESTAMP(3)) WITH ('connector' = 'datagen', 'number-of-rows' = '10');
SELECT APPROX_COUNT_DISTINCT(b) FROM t;
