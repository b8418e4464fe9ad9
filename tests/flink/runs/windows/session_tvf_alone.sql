-- The SESSION window table function alone (each row with its final session), and aggregated by
-- other keys than its PARTITION BY (a regular, updating aggregation in Flink).
CREATE TABLE clicks (id INT, who STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/clicks.csv', 'format' = 'csv');
SELECT id, who, window_start, window_end, window_time
FROM TABLE(SESSION(TABLE clicks PARTITION BY who, DESCRIPTOR(ts), INTERVAL '10' SECOND));
SELECT window_start, window_end, COUNT(*) AS n
FROM TABLE(SESSION(TABLE clicks PARTITION BY who, DESCRIPTOR(ts), INTERVAL '10' SECOND))
GROUP BY window_start, window_end;
