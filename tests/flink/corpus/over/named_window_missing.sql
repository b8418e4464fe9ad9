-- expect: reject
-- OVER names a window the SELECT does not define
CREATE TABLE t (id INT, who STRING, v INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'datagen');
SELECT SUM(v) OVER w FROM t WINDOW w1 AS (ORDER BY ts);
