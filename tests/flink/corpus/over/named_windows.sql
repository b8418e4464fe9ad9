-- expect: accept
-- Named windows, one refining another with a frame
CREATE TABLE t (id INT, who STRING, v INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'datagen');
SELECT id, SUM(v) OVER w2, MAX(v) OVER (w ROWS 3 PRECEDING) FROM t WINDOW w AS (PARTITION BY who ORDER BY ts), w2 AS (w ROWS 3 PRECEDING);
