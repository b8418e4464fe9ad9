-- expect: accept
-- LAG with a column as its offset
CREATE TABLE t (id INT, who STRING, v INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'datagen');
SELECT LAG(v, id) OVER (PARTITION BY who ORDER BY ts) FROM t;
