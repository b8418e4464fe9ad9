-- Window joins (Flink's WindowJoin): two inputs windowed alike, joined on window_start and
-- window_end and a key; each window's rows meet once, when it ends; outer sides are padded.
CREATE TABLE readings (id INT, who STRING, v INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/readings.json', 'format' = 'json');
CREATE VIEW lefts AS SELECT * FROM TABLE(TUMBLE(TABLE readings, DESCRIPTOR(ts), INTERVAL '10' SECOND)) WHERE MOD(id, 2) = 0;
CREATE VIEW rights AS SELECT * FROM TABLE(TUMBLE(TABLE readings, DESCRIPTOR(ts), INTERVAL '10' SECOND)) WHERE MOD(id, 3) = 0;
SELECT L.id, R.id, L.who, L.window_start FROM lefts AS L JOIN rights AS R
  ON L.window_start = R.window_start AND L.window_end = R.window_end AND L.who = R.who;
SELECT L.id, R.id, L.who, L.window_start, R.window_end FROM lefts AS L LEFT JOIN rights AS R
  ON L.window_start = R.window_start AND L.window_end = R.window_end AND L.who = R.who AND L.v < R.v;
SELECT L.id, R.id, COALESCE(L.who, R.who) AS who FROM lefts AS L FULL JOIN rights AS R
  ON L.window_start = R.window_start AND L.window_end = R.window_end AND L.who = R.who;
SELECT a.who, a.window_start, a.n, b.total FROM
  (SELECT who, window_start, window_end, COUNT(*) AS n FROM TABLE(HOP(TABLE readings, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '10' SECOND))
   GROUP BY who, window_start, window_end) AS a
  JOIN
  (SELECT window_start, window_end, SUM(v) AS total FROM TABLE(HOP(TABLE readings, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '10' SECOND))
   GROUP BY window_start, window_end) AS b
  ON a.window_start = b.window_start AND a.window_end = b.window_end;
SELECT L.id, R.id FROM lefts AS L, rights AS R
WHERE L.window_start = R.window_start AND L.window_end = R.window_end AND L.who = R.who AND L.id < R.id;
