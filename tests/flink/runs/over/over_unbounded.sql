-- OVER windows from UNBOUNDED PRECEDING on event time: RANGE (the default; rows of one time share
-- their values) and ROWS (each row its own), named windows, expressions as arguments and as the
-- partition key, LAG with an offset and a default (which also replaces a NULL value).
CREATE TABLE readings (id INT, who STRING, v INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/readings.json', 'format' = 'json');
SELECT id, who, v, ts, COUNT(*) OVER w AS n, COUNT(v) OVER w AS nv, SUM(v) OVER w AS s,
       AVG(v) OVER w AS a, MIN(v) OVER w AS lo, MAX(v) OVER w AS hi,
       FIRST_VALUE(v) OVER w AS f, LAST_VALUE(v) OVER w AS l,
       LAG(v) OVER w AS prv, LAG(v, 2, -1) OVER w AS prv2
FROM readings WINDOW w AS (PARTITION BY who ORDER BY ts);
SELECT id, who, v, SUM(v) OVER w AS s, MIN(v) OVER w AS lo, LAST_VALUE(v) OVER w AS l,
       COUNT(*) OVER w AS n
FROM readings WINDOW w AS (PARTITION BY who ORDER BY ts ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW);
SELECT id, CHAR_LENGTH(who) AS len, SUM(v * 2) OVER (PARTITION BY CHAR_LENGTH(who) ORDER BY ts) + 1 AS s,
       MAX(UPPER(who)) OVER (PARTITION BY CHAR_LENGTH(who) ORDER BY ts) AS m
FROM readings;
SELECT id, v, COUNT(*) OVER (ORDER BY ts) AS n, LAG(id, 3) OVER (ORDER BY ts) AS back3,
       LAG(v, 0) OVER (ORDER BY ts) AS cur
FROM readings;
