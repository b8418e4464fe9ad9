-- MATCH_RECOGNIZE on the RocksDB state backend: the NFA's partial and completed matches and the
-- rows waiting for the watermark live in RocksDB, and the results are the heap backend's.
SET 'state.backend.type' = 'rocksdb';
CREATE TABLE ticker (symbol STRING, price INT, tax INT, rowtime TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime - INTERVAL '1' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/ticker.csv', 'format' = 'csv');
SELECT * FROM ticker MATCH_RECOGNIZE (PARTITION BY symbol ORDER BY rowtime
  MEASURES SUM(A.price) AS sumPrice, FIRST(rowtime) AS startTime, LAST(rowtime) AS endTime
  AFTER MATCH SKIP TO NEXT ROW
  PATTERN (A+ C) DEFINE A AS SUM(A.price) < 30);
SELECT * FROM ticker MATCH_RECOGNIZE (PARTITION BY symbol ORDER BY rowtime
  MEASURES A.price AS a, C.price AS c, COUNT(B.price) AS nb, MATCH_ROWTIME() AS mt
  AFTER MATCH SKIP TO LAST B
  PATTERN (A B+? C) WITHIN INTERVAL '5' SECOND
  DEFINE A AS A.price < 12, C AS C.price > A.price + 5);
