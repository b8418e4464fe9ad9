-- expect: reject
-- LAG's default BIGINT for an INT value
CREATE TABLE t (id INT, who STRING, v INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'datagen');
SELECT LAG(v, 1, CAST(2 AS BIGINT)) OVER (PARTITION BY who ORDER BY ts) FROM t;
