-- expect: reject
-- A streaming ORDER BY a time attribute descending, without LIMIT
CREATE TABLE t (id INT, who STRING, v INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'datagen');
SELECT id FROM t ORDER BY ts DESC;
