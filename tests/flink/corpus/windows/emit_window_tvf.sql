-- expect: reject
-- Early firing on a window table function aggregation
CREATE TABLE t (k STRING, v INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '1' SECOND)
  WITH ('connector' = 'datagen');
SET 'table.exec.emit.early-fire.enabled' = 'true';
SET 'table.exec.emit.early-fire.delay' = '1 s';
SELECT window_start, COUNT(*) AS n FROM TABLE(TUMBLE(TABLE t, DESCRIPTOR(ts), INTERVAL '5' SECOND)) GROUP BY window_start, window_end;
