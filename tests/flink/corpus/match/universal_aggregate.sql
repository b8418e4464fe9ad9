-- expect: accept
-- Aggregates and navigation over all rows
CREATE TABLE t (sym STRING, price INT, tax INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '1' SECOND)
  WITH ('connector' = 'datagen');
SELECT * FROM t MATCH_RECOGNIZE (PARTITION BY sym ORDER BY ts
  MEASURES SUM(price) AS s, COUNT(*) AS n, FIRST(price, 1) AS p1, LAST(tax) AS lt, AVG(B.price * B.tax) AS ab
  PATTERN (A B+? C)
  DEFINE B AS B.price > A.price);
