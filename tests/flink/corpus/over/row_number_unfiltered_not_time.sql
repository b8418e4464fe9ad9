-- expect: reject
-- ROW_NUMBER() without a filter, ordered by a column that is no time attribute
CREATE TABLE t (id INT, who STRING, v INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'datagen');
SELECT id, ROW_NUMBER() OVER (PARTITION BY who ORDER BY v) AS r FROM t;
