-- expect: accept
-- Early firing on a processing-time window
CREATE TABLE t (k STRING, v INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '1' SECOND)
  WITH ('connector' = 'datagen');
SET 'table.exec.emit.early-fire.enabled' = 'true';
SET 'table.exec.emit.early-fire.delay' = '0 s';
SELECT k, COUNT(*) AS n FROM t GROUP BY k, TUMBLE(pt, INTERVAL '5' SECOND);
