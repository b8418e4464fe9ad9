-- The older group-window syntax: GROUP BY TUMBLE / HOP / SESSION(time_attr, ...) with the
-- _START / _END / _ROWTIME functions and HAVING; sessions merge when their gaps overlap or touch
-- (alice at :08 and :18 with a 10 s gap), rows behind the watermark are dropped (bob at :02 after
-- :09 with a 5 s delay; alice at :05 after :28), and a window over TUMBLE_ROWTIME chains.
CREATE TABLE clicks (id INT, who STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/clicks.csv', 'format' = 'csv');
SELECT who, COUNT(*) AS n, TUMBLE_START(ts, INTERVAL '20' SECOND) AS s,
       TUMBLE_END(ts, INTERVAL '20' SECOND) AS e
FROM clicks GROUP BY who, TUMBLE(ts, INTERVAL '20' SECOND);
SELECT HOP_START(ts, INTERVAL '10' SECOND, INTERVAL '30' SECOND) AS s, COUNT(*) AS n, MAX(id) AS m
FROM clicks GROUP BY HOP(ts, INTERVAL '10' SECOND, INTERVAL '30' SECOND) HAVING COUNT(*) > 1;
SELECT who, SESSION_START(ts, INTERVAL '10' SECOND) AS s, SESSION_END(ts, INTERVAL '10' SECOND) AS e,
       COUNT(*) AS n, SUM(id) AS ids
FROM clicks GROUP BY SESSION(ts, INTERVAL '10' SECOND), who;
SELECT TUMBLE_START(r, INTERVAL '1' MINUTE) AS s, SUM(n) AS total
FROM (SELECT TUMBLE_ROWTIME(ts, INTERVAL '20' SECOND) AS r, COUNT(*) AS n
      FROM clicks GROUP BY TUMBLE(ts, INTERVAL '20' SECOND))
GROUP BY TUMBLE(r, INTERVAL '1' MINUTE);
