-- MATCH_RECOGNIZE's four AFTER MATCH SKIP strategies, and the default (TO NEXT ROW), on Flink's
-- documentation example (A+ C, A while SUM(A.price) < 30). Event time: rows are matched in
-- rowtime order once the watermark passes them; the row of 10:00:03 that arrives after 10:00:09
-- is late and dropped.
CREATE TABLE ticker (symbol STRING, price INT, tax INT, rowtime TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime - INTERVAL '1' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/ticker.csv', 'format' = 'csv');
SELECT * FROM ticker MATCH_RECOGNIZE (PARTITION BY symbol ORDER BY rowtime
  MEASURES SUM(A.price) AS sumPrice, FIRST(rowtime) AS startTime, LAST(rowtime) AS endTime
  PATTERN (A+ C) DEFINE A AS SUM(A.price) < 30);
SELECT * FROM ticker MATCH_RECOGNIZE (PARTITION BY symbol ORDER BY rowtime
  MEASURES SUM(A.price) AS sumPrice, FIRST(rowtime) AS startTime, LAST(rowtime) AS endTime
  AFTER MATCH SKIP PAST LAST ROW
  PATTERN (A+ C) DEFINE A AS SUM(A.price) < 30);
SELECT * FROM ticker MATCH_RECOGNIZE (PARTITION BY symbol ORDER BY rowtime
  MEASURES SUM(A.price) AS sumPrice, FIRST(rowtime) AS startTime, LAST(rowtime) AS endTime
  AFTER MATCH SKIP TO NEXT ROW
  PATTERN (A+ C) DEFINE A AS SUM(A.price) < 30);
SELECT * FROM ticker MATCH_RECOGNIZE (PARTITION BY symbol ORDER BY rowtime
  MEASURES S.price AS s, SUM(A.price) AS sumPrice, FIRST(rowtime) AS startTime, LAST(rowtime) AS endTime
  AFTER MATCH SKIP TO LAST A
  PATTERN (S A+ C) DEFINE A AS SUM(A.price) < 30);
SELECT * FROM ticker MATCH_RECOGNIZE (PARTITION BY symbol ORDER BY rowtime
  MEASURES FIRST(A.price) AS a1, LAST(B.price) AS bn, C.price AS c, COUNT(B.price) AS nb
  AFTER MATCH SKIP TO FIRST B
  PATTERN (A B+ C) DEFINE A AS A.price > 10, B AS B.price < A.price, C AS C.price > LAST(B.price));
