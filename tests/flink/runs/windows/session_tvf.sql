-- The SESSION window table function (Flink 1.19+) aggregated per its PARTITION BY keys, and over
-- the whole stream without them; sessions merge while their gaps overlap or touch.
CREATE TABLE clicks (id INT, who STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/clicks.csv', 'format' = 'csv');
SELECT who, window_start, window_end, COUNT(*) AS n, MAX(id) AS m
FROM TABLE(SESSION(TABLE clicks PARTITION BY who, DESCRIPTOR(ts), INTERVAL '10' SECOND))
GROUP BY who, window_start, window_end;
SELECT window_start, window_end, COUNT(*) AS n
FROM TABLE(SESSION(TABLE clicks, DESCRIPTOR(ts), INTERVAL '10' SECOND))
GROUP BY window_start, window_end;
SELECT who, window_end, SUM(id) AS ids
FROM TABLE(SESSION(TABLE clicks PARTITION BY (who), DESCRIPTOR(ts), INTERVAL '15' SECOND))
GROUP BY window_start, window_end, who;
