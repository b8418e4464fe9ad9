-- An auxiliary function must name the GROUP BY's window with the same arguments.
CREATE TABLE clicks (id INT, who STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/clicks.csv', 'format' = 'csv');
SELECT TUMBLE_START(ts, INTERVAL '30' SECOND) AS s, COUNT(*) AS n
FROM clicks GROUP BY TUMBLE(ts, INTERVAL '20' SECOND);
