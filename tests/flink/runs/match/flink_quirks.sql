-- What Flink 1.20 accepts in MATCH_RECOGNIZE and how it runs it: the anchors ^ and $ are
-- ignored, a DEFINE of a variable the pattern lacks is unused, SUBSET names and the input
-- table's name map no rows (their measures are NULL, COUNT 0), and MATCH_ROWTIME() in DEFINE
-- is the time of the row being classified.
CREATE TABLE ticker (symbol STRING, price INT, tax INT, rowtime TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime - INTERVAL '1' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/ticker.csv', 'format' = 'csv');
SELECT * FROM ticker MATCH_RECOGNIZE (PARTITION BY symbol ORDER BY rowtime
  MEASURES A.price AS ap, ticker.price AS tp, S.price AS sp, COUNT(S.price) AS sn,
           SUM(S.price) AS ss, FIRST(S.price) AS sf
  AFTER MATCH SKIP PAST LAST ROW
  PATTERN (^ A B $) SUBSET S = (A, B)
  DEFINE B AS B.price > A.price AND MATCH_ROWTIME() > TIMESTAMP '2018-09-17 10:00:05',
         X AS X.price > 1000);
