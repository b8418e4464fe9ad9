-- expect: reject
-- RANGE with a number on a time attribute
CREATE TABLE t (id INT, who STRING, v INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'datagen');
SELECT SUM(v) OVER (PARTITION BY who ORDER BY ts RANGE 2 PRECEDING) FROM t;
