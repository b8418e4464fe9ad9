-- expect: reject
-- An OVER window needs ORDER BY a time attribute
CREATE TABLE t (id INT, who STRING, v INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'datagen');
SELECT SUM(v) OVER (PARTITION BY who) FROM t;
