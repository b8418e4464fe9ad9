-- expect: reject
-- APPROX_COUNT_DISTINCT runs in batch mode only
CREATE TABLE t (
  i INT,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen', 'number-of-rows' = '10');
SELECT APPROX_COUNT_DISTINCT(i) FROM t;
