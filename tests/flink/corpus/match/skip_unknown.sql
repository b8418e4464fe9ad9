-- expect: reject
-- AFTER MATCH SKIP TO an unknown variable
CREATE TABLE t (sym STRING, price INT, tax INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '1' SECOND)
  WITH ('connector' = 'datagen');
SELECT * FROM t MATCH_RECOGNIZE (PARTITION BY sym ORDER BY ts
  MEASURES A.price AS ap
  AFTER MATCH SKIP TO LAST X
  PATTERN (A B+? C)
  DEFINE B AS B.price > A.price);
