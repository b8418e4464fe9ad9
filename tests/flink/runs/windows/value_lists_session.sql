-- LISTAGG, ARRAY_AGG and JSON_OBJECTAGG in SESSION windows. A row that bridges two sessions
-- merges them as Flink's MergingWindowSet does: the session its HashSet yields first keeps the
-- state and the other's values follow (k60 and k140 list their later session first, k0 and
-- k20 their earlier one), then the new row's. One subtask: lists follow arrival order. In a
-- legacy GROUP BY SESSION(...) window Flink writes a JSON aggregate's text values raw.
SET 'parallelism.default' = '1';
CREATE TABLE events (id INT, k STRING, v STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' MINUTE)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/sessions.csv', 'format' = 'csv');
SELECT k, window_start, window_end, LISTAGG(v) AS vs, ARRAY_AGG(id) AS ids, COUNT(*) AS n,
       JSON_OBJECTAGG(KEY v VALUE id) AS j
FROM TABLE(SESSION(TABLE events PARTITION BY k, DESCRIPTOR(ts), INTERVAL '10' SECOND))
GROUP BY k, window_start, window_end;
SELECT k, SESSION_START(ts, INTERVAL '10' SECOND) AS s, LISTAGG(v, '-') AS vs, JSON_OBJECTAGG(KEY v VALUE v) AS j,
       JSON_ARRAYAGG(CAST(id AS STRING)) AS a
FROM events GROUP BY k, SESSION(ts, INTERVAL '10' SECOND);
