-- expect: reject
-- NTILE, CUME_DIST and PERCENT_RANK run in batch mode only
CREATE TABLE t (
  i INT,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen', 'number-of-rows' = '10');
SELECT NTILE(2) OVER (PARTITION BY i ORDER BY ts) FROM t;
