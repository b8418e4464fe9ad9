-- PATTERN quantifiers, greedy and reluctant: * + ? {n} {n,} {n,m} {0,m}, and the greedy rule
-- (a greedy loop keeps taking rows while its condition holds, so the next variable only sees a
-- row the loop refuses).
CREATE TABLE ticker (symbol STRING, price INT, tax INT, rowtime TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime - INTERVAL '1' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/ticker.csv', 'format' = 'csv');
-- Flink's documentation: B* greedy takes 12, 13, 14; B*? reluctant stops at the first C.
SELECT * FROM ticker MATCH_RECOGNIZE (PARTITION BY symbol ORDER BY rowtime
  MEASURES C.price AS lastPrice, COUNT(B.price) AS nb AFTER MATCH SKIP PAST LAST ROW
  PATTERN (A B* C) DEFINE A AS A.price > 10, B AS B.price < 15, C AS C.price > 12);
SELECT * FROM ticker MATCH_RECOGNIZE (PARTITION BY symbol ORDER BY rowtime
  MEASURES C.price AS lastPrice, COUNT(B.price) AS nb AFTER MATCH SKIP PAST LAST ROW
  PATTERN (A B*? C) DEFINE A AS A.price > 10, B AS B.price < 15, C AS C.price > 12);
SELECT * FROM ticker MATCH_RECOGNIZE (PARTITION BY symbol ORDER BY rowtime
  MEASURES FIRST(A.rowtime) AS t0, LAST(B.rowtime) AS t1, COUNT(*) AS n
  PATTERN (A B{2} C?) DEFINE B AS B.price > A.price, C AS C.price < 10);
SELECT * FROM ticker MATCH_RECOGNIZE (PARTITION BY symbol ORDER BY rowtime
  MEASURES FIRST(A.rowtime) AS t0, COUNT(A.price) AS na, B.price AS b
  AFTER MATCH SKIP PAST LAST ROW
  PATTERN (A{2,} B) DEFINE A AS A.price >= 10, B AS B.price < 10);
SELECT * FROM ticker MATCH_RECOGNIZE (PARTITION BY symbol ORDER BY rowtime
  MEASURES FIRST(A.rowtime) AS t0, COUNT(A.price) AS na, B.price AS b
  PATTERN (A{1,3} B) DEFINE A AS A.price >= 10, B AS B.price < 10);
SELECT * FROM ticker MATCH_RECOGNIZE (PARTITION BY symbol ORDER BY rowtime
  MEASURES FIRST(A.rowtime) AS t0, COUNT(A.price) AS na, B.price AS b
  PATTERN (A{1,3}? B) DEFINE A AS A.price >= 10, B AS B.price < 10);
SELECT * FROM ticker MATCH_RECOGNIZE (PARTITION BY symbol ORDER BY rowtime
  MEASURES S.price AS s, COUNT(A.price) AS na, B.price AS b
  AFTER MATCH SKIP PAST LAST ROW
  PATTERN (S A{0,2} B) DEFINE A AS A.price > S.price, B AS B.price < S.price);
SELECT * FROM ticker MATCH_RECOGNIZE (PARTITION BY symbol ORDER BY rowtime
  MEASURES FIRST(A.price) AS a, LAST(B.price) AS b, SUM(B.price) AS sb
  AFTER MATCH SKIP PAST LAST ROW
  PATTERN (A B+? C) DEFINE B AS B.price > A.price, C AS C.price < LAST(B.price, 1));
-- A greedy loop in the middle whose condition every row meets never lets C see a row.
SELECT * FROM ticker MATCH_RECOGNIZE (PARTITION BY symbol ORDER BY rowtime
  MEASURES A.price AS ap, C.price AS cp PATTERN (A B{1,2} C)
  DEFINE A AS A.price > 10, C AS C.price < A.price);
