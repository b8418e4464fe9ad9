-- expect: reject
-- An OVER window ordered by two columns
CREATE TABLE t (id INT, who STRING, v INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'datagen');
SELECT SUM(v) OVER (PARTITION BY who ORDER BY ts, id) FROM t;
