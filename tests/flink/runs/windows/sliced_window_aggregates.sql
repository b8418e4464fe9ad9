-- HOP and CUMULATE aggregations straight over their window table function: the aggregation
-- assigns each row its windows itself (Flink pulls the table function into it) and, with
-- aggregates that merge, accumulates a row once into its slice and merges a window's slices
-- when it fires. Rows out of order, NULL values, a row decades before the others, a key before
-- and after the window columns, no key at all; FILTER clauses, and a DISTINCT (accumulated per
-- window, as it does not merge).
CREATE TABLE readings (id INT, who STRING, v INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/readings.json', 'format' = 'json');
SELECT who, window_start, window_end, COUNT(*) AS n, COUNT(v) AS nv, SUM(v) AS s, MIN(v) AS lo,
       MAX(v) AS hi, AVG(v) AS av
FROM TABLE(HOP(TABLE readings, DESCRIPTOR(ts), INTERVAL '4' SECOND, INTERVAL '12' SECOND))
GROUP BY who, window_start, window_end;
SELECT window_start, window_end, who, SUM(v) AS s, MAX(v) AS hi, COUNT(*) AS n
FROM TABLE(CUMULATE(TABLE readings, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '15' SECOND))
GROUP BY window_start, window_end, who;
SELECT window_end, COUNT(*) AS n, MIN(v) AS lo
FROM TABLE(HOP(TABLE readings, DESCRIPTOR(ts), INTERVAL '3' SECOND, INTERVAL '9' SECOND))
GROUP BY window_start, window_end;
SELECT who, window_start, window_end, COUNT(*) FILTER (WHERE v > 10) AS big, SUM(v) FILTER (WHERE who <> 'bob') AS s,
       COUNT(DISTINCT v) AS dv
FROM TABLE(HOP(TABLE readings, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '10' SECOND))
GROUP BY who, window_start, window_end;
SELECT who, window_end, AVG(v) FILTER (WHERE v < 60) AS av
FROM TABLE(TUMBLE(TABLE readings, DESCRIPTOR(ts), INTERVAL '10' SECOND))
GROUP BY who, window_start, window_end;
