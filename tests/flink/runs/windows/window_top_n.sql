-- Window Top-N and window deduplication (Flink's WindowRank and WindowDeduplicate): ROW_NUMBER()
-- partitioned by window_start and window_end, over a window table function or a window
-- aggregation; each window's rows are ranked once, when it ends, insert-only.
CREATE TABLE readings (id INT, who STRING, v INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/readings.json', 'format' = 'json');
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end, who ORDER BY v DESC) AS rn
  FROM TABLE(TUMBLE(TABLE readings, DESCRIPTOR(ts), INTERVAL '10' SECOND))) WHERE rn <= 2;
SELECT id, who, window_start FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end, who ORDER BY ts) AS rn
  FROM TABLE(TUMBLE(TABLE readings, DESCRIPTOR(ts), INTERVAL '10' SECOND))) WHERE rn = 1;
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end, who ORDER BY ts DESC) AS rn
  FROM TABLE(TUMBLE(TABLE readings, DESCRIPTOR(ts), INTERVAL '10' SECOND))) WHERE rn <= 1;
SELECT window_start, who, n FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY n DESC, who) AS rn
  FROM (SELECT window_start, window_end, who, COUNT(*) AS n
        FROM TABLE(HOP(TABLE readings, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '10' SECOND))
        GROUP BY window_start, window_end, who)) WHERE rn <= 2;
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY total DESC) AS rn
  FROM (SELECT window_start, window_end, who, SUM(v) AS total
        FROM TABLE(CUMULATE(TABLE readings, DESCRIPTOR(ts), INTERVAL '10' SECOND, INTERVAL '20' SECOND))
        GROUP BY window_start, window_end, who)) WHERE rn < 3;
SELECT * FROM (SELECT window_start, window_end, who, SUM(v) AS total,
                      ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY SUM(v) DESC) AS rn
               FROM TABLE(TUMBLE(TABLE readings, DESCRIPTOR(ts), INTERVAL '10' SECOND))
               GROUP BY window_start, window_end, who) WHERE rn <= 1;
SELECT who, n, rn FROM (SELECT who, COUNT(*) AS n, ROW_NUMBER() OVER (ORDER BY COUNT(*) DESC) AS rn
                        FROM readings GROUP BY who) WHERE rn <= 2;
