-- expect: reject
-- An OVER aggregate in WHERE
CREATE TABLE t (id INT, who STRING, v INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'datagen');
SELECT v FROM t WHERE SUM(v) OVER (PARTITION BY who ORDER BY ts) > 1;
