-- expect: reject
-- Early firing on a legacy session window
CREATE TABLE t (k STRING, v INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '1' SECOND)
  WITH ('connector' = 'datagen');
SET 'table.exec.emit.early-fire.enabled' = 'true';
SET 'table.exec.emit.early-fire.delay' = '1 s';
SELECT k, COUNT(*) AS n FROM t GROUP BY k, SESSION(ts, INTERVAL '5' SECOND);
