-- expect: reject
-- An allowed lateness below the late-fire delay
CREATE TABLE t (k STRING, v INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '1' SECOND)
  WITH ('connector' = 'datagen');
SET 'table.exec.emit.late-fire.enabled' = 'true';
SET 'table.exec.emit.late-fire.delay' = '5 s';
SET 'table.exec.emit.allow-lateness' = '2 s';
SELECT k, TUMBLE_START(ts, INTERVAL '5' SECOND) AS ws, COUNT(*) AS n FROM t GROUP BY k, TUMBLE(ts, INTERVAL '5' SECOND);
