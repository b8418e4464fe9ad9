-- expect: reject
-- A frame must end at the current row
CREATE TABLE t (id INT, who STRING, v INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'datagen');
SELECT SUM(v) OVER (PARTITION BY who ORDER BY ts ROWS BETWEEN 2 PRECEDING AND 1 PRECEDING) FROM t;
