-- Windows over windows: a window aggregation grouped by another's window_start and window_end
-- (Flink's cascaded window aggregation, insert-only), and a wider window over window_time.
CREATE TABLE readings (id INT, who STRING, v INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/readings.json', 'format' = 'json');
CREATE VIEW per_who AS
SELECT window_start, window_end, window_time, who, COUNT(*) AS n, SUM(v) AS total
FROM TABLE(TUMBLE(TABLE readings, DESCRIPTOR(ts), INTERVAL '10' SECOND))
GROUP BY window_start, window_end, window_time, who;
SELECT window_start, window_end, MAX(n) AS most, SUM(total) AS total
FROM per_who GROUP BY window_start, window_end;
SELECT window_start, window_end, SUM(n) AS n
FROM TABLE(TUMBLE(TABLE per_who, DESCRIPTOR(window_time), INTERVAL '20' SECOND))
GROUP BY window_start, window_end;
