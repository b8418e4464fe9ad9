-- expect: accept
-- RANK() and DENSE_RANK() over an event-time window
CREATE TABLE t (id INT, who STRING, v INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'datagen');
SELECT id, RANK() OVER w, DENSE_RANK() OVER w FROM t WINDOW w AS (PARTITION BY who ORDER BY ts);
