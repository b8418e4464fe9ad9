-- expect: accept
-- Late firing whose lateness is table.exec.state.ttl
CREATE TABLE t (k STRING, v INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '1' SECOND)
  WITH ('connector' = 'datagen');
SET 'table.exec.emit.late-fire.enabled' = 'true';
SET 'table.exec.emit.late-fire.delay' = '0 s';
SET 'table.exec.state.ttl' = '1 h';
SELECT k, TUMBLE_START(ts, INTERVAL '5' SECOND) AS ws, COUNT(*) AS n FROM t GROUP BY k, TUMBLE(ts, INTERVAL '5' SECOND);
