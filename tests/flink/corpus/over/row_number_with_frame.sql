-- expect: reject
-- ROW_NUMBER() takes no frame
CREATE TABLE t (id INT, who STRING, v INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'datagen');
SELECT * FROM (SELECT id, ROW_NUMBER() OVER (PARTITION BY who ORDER BY ts ROWS 2 PRECEDING) AS r FROM t) WHERE r <= 2;
