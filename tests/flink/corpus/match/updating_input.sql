-- expect: reject
-- Over an updating input (a GROUP BY)
CREATE TABLE t (sym STRING, price INT, tax INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '1' SECOND)
  WITH ('connector' = 'datagen');
SELECT * FROM (SELECT sym, MAX(ts) AS ts, SUM(price) AS price FROM t GROUP BY sym) MATCH_RECOGNIZE (ORDER BY ts
  MEASURES A.price AS ap PATTERN (A B) DEFINE B AS B.price > A.price);
