-- DEFINE and MEASURES navigation: A.price (the last row of A, the row being classified in A's
-- own DEFINE), FIRST / LAST with offsets, the universal variable (price alone: every row of the
-- match), PREV(x, 0), aggregates over a variable and over all rows, expressions inside them.
CREATE TABLE ticker (symbol STRING, price INT, tax INT, rowtime TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime - INTERVAL '1' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/ticker.csv', 'format' = 'csv');
-- Flink's documentation: a rising run then a drop.
SELECT * FROM ticker MATCH_RECOGNIZE (PARTITION BY symbol ORDER BY rowtime
  MEASURES FIRST(A.price) AS startPrice, LAST(A.price) AS topPrice, B.price AS lastPrice
  ONE ROW PER MATCH
  PATTERN (A+ B)
  DEFINE A AS LAST(A.price, 1) IS NULL OR A.price > LAST(A.price, 1),
         B AS B.price < LAST(A.price));
SELECT * FROM ticker MATCH_RECOGNIZE (PARTITION BY symbol ORDER BY rowtime
  MEASURES FIRST(price) AS p0, FIRST(price, 1) AS p1, LAST(price, 2) AS pm2, LAST(tax) AS t,
           AVG(A.price) AS avgA, MIN(price) AS lo, MAX(B.price * B.tax) AS hi, SUM(A.price + A.tax) AS s,
           COUNT(*) AS n, LAST(A.price * 2) AS a2, FIRST(A.rowtime) AS ta
  AFTER MATCH SKIP PAST LAST ROW
  PATTERN (A{2,3}? B) DEFINE A AS PREV(A.price, 0) < 20 AND SUM(price) < 60, B AS B.tax > FIRST(A.tax));
SELECT symbol, total, cnt, avgPrice FROM ticker MATCH_RECOGNIZE (PARTITION BY symbol ORDER BY rowtime
  MEASURES SUM(price) AS total, COUNT(A.price) AS cnt, AVG(CAST(A.price AS DOUBLE)) AS avgPrice
  AFTER MATCH SKIP PAST LAST ROW
  PATTERN (A+ B) DEFINE A AS AVG(A.price) < 15, B AS LAST(price, 1) < B.price) AS T
WHERE cnt > 1;
