-- expect: accept
-- a window table function aggregated with ROLLUP of the other keys
CREATE TABLE t (
  i INT,
  j INT,
  s STRING,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen');
SELECT window_start, s, COUNT(*) FROM TABLE(TUMBLE(TABLE t, DESCRIPTOR(ts), INTERVAL '1' MINUTE)) GROUP BY window_start, window_end, ROLLUP(s);
