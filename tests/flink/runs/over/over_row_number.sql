-- ROW_NUMBER(), RANK() and DENSE_RANK() without a Top-N filter, over a window ordered by event
-- time: Flink's OverAggregate numbers the rows (RANK and DENSE_RANK count the rows of one time
-- together, unlike SQL's ranks).
CREATE TABLE readings (id INT, who STRING, v INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/readings.json', 'format' = 'json');
SELECT id, who, ts, ROW_NUMBER() OVER (PARTITION BY who ORDER BY ts) AS rn FROM readings;
SELECT id, who, RANK() OVER w AS r, DENSE_RANK() OVER w AS dr, SUM(v) OVER w AS s
FROM readings WINDOW w AS (PARTITION BY who ORDER BY ts);
SELECT id, ROW_NUMBER() OVER (ORDER BY ts) * 10 AS tens FROM readings;
