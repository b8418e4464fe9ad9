-- expect: reject
-- A DISTINCT aggregate
CREATE TABLE t (sym STRING, price INT, tax INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '1' SECOND)
  WITH ('connector' = 'datagen');
SELECT * FROM t MATCH_RECOGNIZE (PARTITION BY sym ORDER BY ts
  MEASURES COUNT(DISTINCT B.price) AS n
  PATTERN (A B+? C)
  DEFINE B AS B.price > A.price);
