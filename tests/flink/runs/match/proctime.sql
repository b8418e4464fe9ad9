-- MATCH_RECOGNIZE ordered by processing time: rows are matched as they arrive (the file's
-- order, per symbol), each at its arrival time; no processing-time value reaches the result.
CREATE TABLE ticker (symbol STRING, price INT, tax INT, rowtime TIMESTAMP(3), pt AS PROCTIME())
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/ticker.csv', 'format' = 'csv');
SELECT * FROM ticker MATCH_RECOGNIZE (PARTITION BY symbol ORDER BY pt
  MEASURES FIRST(A.rowtime) AS t0, LAST(A.rowtime) AS t1, COUNT(A.price) AS n, B.price AS drop_to
  AFTER MATCH SKIP PAST LAST ROW
  PATTERN (A{2,} B) DEFINE A AS A.price > 9, B AS B.price < LAST(A.price) - 5);
SELECT * FROM ticker MATCH_RECOGNIZE (PARTITION BY symbol ORDER BY pt
  MEASURES A.price AS a, LAST(B.price) AS b, C.tax AS c
  PATTERN (A B+? C) DEFINE B AS B.tax = A.tax, C AS C.tax <> A.tax);
