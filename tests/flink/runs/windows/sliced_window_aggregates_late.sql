-- HOP and CUMULATE aggregations over slices (see sliced_window_aggregates.sql) with late rows:
-- some are late for their slice but not for every window holding it, and count in the windows
-- that have not fired; some are late for all and dropped. One subtask, so rows and watermarks
-- interleave as in the file.
SET 'parallelism.default' = '1';
CREATE TABLE events (id INT, k STRING, v STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/slices.csv', 'format' = 'csv');
SELECT k, window_start, window_end, COUNT(*) AS n, SUM(id) AS s, MIN(id) AS lo, MAX(id) AS hi
FROM TABLE(HOP(TABLE events, DESCRIPTOR(ts), INTERVAL '10' SECOND, INTERVAL '20' SECOND))
GROUP BY k, window_start, window_end;
SELECT k, window_start, window_end, COUNT(*) AS n, SUM(id) AS s, AVG(id) AS av
FROM TABLE(CUMULATE(TABLE events, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '20' SECOND))
GROUP BY k, window_start, window_end;
