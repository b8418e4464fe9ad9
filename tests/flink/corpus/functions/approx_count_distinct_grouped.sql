-- expect: accept
-- APPROX_COUNT_DISTINCT with DISTINCT, FILTER and GROUP BY
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (i INT, b BOOLEAN, bin BYTES, arr ARRAY<INT>, ts TIMESTAMP(3)) WITH ('connector' = 'datagen', 'number-of-rows' = '10');
SELECT i % 3, APPROX_COUNT_DISTINCT(DISTINCT ts) FILTER (WHERE i > 0) FROM t GROUP BY i % 3;
