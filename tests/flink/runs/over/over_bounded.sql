-- Bounded OVER frames on event time: ROWS n PRECEDING and RANGE INTERVAL ... PRECEDING take the
-- rows leaving the frame out again (MIN / MAX fall back to the next extreme, FIRST_VALUE moves
-- on, NULLs are skipped); the row at time 0 is late for them, as in Flink.
CREATE TABLE readings (id INT, who STRING, v INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/readings.json', 'format' = 'json');
SELECT id, who, v, COUNT(*) OVER w AS n, SUM(v) OVER w AS s, AVG(v) OVER w AS a,
       MIN(v) OVER w AS lo, MAX(v) OVER w AS hi, FIRST_VALUE(v) OVER w AS f, LAST_VALUE(v) OVER w AS l
FROM readings WINDOW w AS (PARTITION BY who ORDER BY ts ROWS BETWEEN 2 PRECEDING AND CURRENT ROW);
SELECT id, who, v, ts, COUNT(*) OVER w AS n, SUM(v) OVER w AS s, MIN(v) OVER w AS lo,
       MAX(v) OVER w AS hi, FIRST_VALUE(v) OVER w AS f, LAST_VALUE(v) OVER w AS l
FROM readings WINDOW w AS (PARTITION BY who ORDER BY ts RANGE BETWEEN INTERVAL '6' SECOND PRECEDING AND CURRENT ROW);
SELECT id, v, SUM(v) OVER (ORDER BY ts ROWS 1 PRECEDING) AS s, MAX(v) OVER (ORDER BY ts ROWS 1 PRECEDING) AS hi,
       COUNT(v) OVER (ORDER BY ts ROWS 1 PRECEDING) AS n
FROM readings;
SELECT id, v, COUNT(*) OVER (ORDER BY ts ROWS 0 PRECEDING) AS n FROM readings;
SELECT id, who, MIN(v) OVER (PARTITION BY who ORDER BY ts RANGE INTERVAL '0' SECOND PRECEDING) AS lo,
       COUNT(*) OVER (PARTITION BY who ORDER BY ts RANGE INTERVAL '0' SECOND PRECEDING) AS n
FROM readings;
