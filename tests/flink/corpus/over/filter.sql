-- expect: reject
-- FILTER on an aggregate over a window
CREATE TABLE t (id INT, who STRING, v INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'datagen');
SELECT COUNT(v) FILTER (WHERE v > 1) OVER (PARTITION BY who ORDER BY ts) FROM t;
