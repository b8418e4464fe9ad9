-- WITHIN drops a partial match once its first row is older than the limit, and releases the
-- completed matches it held back; MATCH_ROWTIME() is a rowtime attribute a window can group by;
-- without PARTITION BY one subtask matches every row; a second ORDER BY key orders the rows of
-- one time.
CREATE TABLE ticker (symbol STRING, price INT, tax INT, rowtime TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime - INTERVAL '1' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/ticker.csv', 'format' = 'csv');
SELECT * FROM ticker MATCH_RECOGNIZE (PARTITION BY symbol ORDER BY rowtime
  MEASURES C.rowtime AS dropTime, A.price - C.price AS dropDiff
  AFTER MATCH SKIP PAST LAST ROW
  PATTERN (A B* C) WITHIN INTERVAL '4' SECOND
  DEFINE B AS B.price > A.price - 10, C AS C.price < A.price - 10);
SELECT * FROM ticker MATCH_RECOGNIZE (PARTITION BY symbol ORDER BY rowtime
  MEASURES FIRST(A.rowtime) AS t0, LAST(A.rowtime) AS t1, SUM(A.price) AS s
  PATTERN (A+? B) WITHIN INTERVAL '3' SECOND DEFINE B AS B.price > 20);
CREATE VIEW rises AS
  SELECT * FROM ticker MATCH_RECOGNIZE (PARTITION BY symbol ORDER BY rowtime
    MEASURES MATCH_ROWTIME() AS mt, B.price - A.price AS gain
    AFTER MATCH SKIP PAST LAST ROW
    PATTERN (A B) DEFINE B AS B.price > A.price);
SELECT window_start, window_end, COUNT(*) AS cnt, SUM(gain) AS gain
FROM TABLE(TUMBLE(TABLE rises, DESCRIPTOR(mt), INTERVAL '5' SECOND))
GROUP BY window_start, window_end;
SELECT * FROM ticker MATCH_RECOGNIZE (ORDER BY rowtime, price DESC
  MEASURES A.symbol AS sa, A.price AS pa, B.symbol AS sb, B.price AS pb
  AFTER MATCH SKIP PAST LAST ROW
  PATTERN (A B) DEFINE A AS A.symbol = 'XYZ', B AS B.symbol = 'ACME' AND B.price > A.price);
