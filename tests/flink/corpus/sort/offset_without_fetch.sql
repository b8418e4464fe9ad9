-- expect: reject
-- OFFSET without FETCH in streaming
CREATE TABLE t (id INT, who STRING, v INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'datagen');
SELECT id, ts FROM t ORDER BY ts OFFSET 2 ROWS;
