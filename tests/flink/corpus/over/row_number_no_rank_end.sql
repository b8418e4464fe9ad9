-- expect: reject
-- A filter on ROW_NUMBER() that sets no rank end
CREATE TABLE t (id INT, who STRING, v INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'datagen');
SELECT * FROM (SELECT id, ROW_NUMBER() OVER (PARTITION BY who ORDER BY ts) AS r FROM t) WHERE r > 2;
