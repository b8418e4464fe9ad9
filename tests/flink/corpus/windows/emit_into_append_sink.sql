-- expect: reject
-- Early firing updates cannot go into an append-only sink
CREATE TABLE t (k STRING, v INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '1' SECOND)
  WITH ('connector' = 'datagen');
SET 'table.exec.emit.early-fire.enabled' = 'true';
SET 'table.exec.emit.early-fire.delay' = '0 s';
CREATE TABLE out1 (k STRING, ws TIMESTAMP(3), n BIGINT) WITH ('connector' = 'filesystem', 'path' = '/tmp/out1', 'format' = 'csv');
INSERT INTO out1 SELECT k, TUMBLE_START(ts, INTERVAL '5' SECOND) AS ws, COUNT(*) AS n FROM t GROUP BY k, TUMBLE(ts, INTERVAL '5' SECOND);
