-- AFTER MATCH SKIP TO FIRST A, where A is the first row of a match: the next match would start
-- where this one started, so the job fails (Flink: "Could not skip to first element of a
-- match."), as Flink's documentation says.
CREATE TABLE ticker (symbol STRING, price INT, tax INT, rowtime TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime - INTERVAL '1' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/ticker.csv', 'format' = 'csv');
SELECT * FROM ticker MATCH_RECOGNIZE (PARTITION BY symbol ORDER BY rowtime
  MEASURES SUM(A.price) AS sumPrice
  AFTER MATCH SKIP TO FIRST A
  PATTERN (A+ C) DEFINE A AS SUM(A.price) < 30);
