-- expect: accept
-- A processing-time RANGE frame, by expressions
CREATE TABLE t (id INT, who STRING, v INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'datagen');
SELECT id, SUM(v + 1) OVER (PARTITION BY UPPER(who) ORDER BY pt RANGE INTERVAL '1' SECOND PRECEDING) * 2 FROM t;
