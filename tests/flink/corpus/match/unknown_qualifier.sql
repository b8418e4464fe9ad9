-- expect: accept
-- A qualifier that is neither a variable nor a column
CREATE TABLE t (sym STRING, price INT, tax INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '1' SECOND)
  WITH ('connector' = 'datagen');
SELECT * FROM t MATCH_RECOGNIZE (PARTITION BY sym ORDER BY ts
  MEASURES t.price AS p
  PATTERN (A B+? C)
  DEFINE B AS B.price > A.price);
