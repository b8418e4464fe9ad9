-- LISTAGG, ARRAY_AGG and JSON_OBJECTAGG in HOP and CUMULATE windows, whose values Flink keeps
-- per slice and merges when a window fires: a HOP window lists its newest slice first, a
-- CUMULATE window its oldest first. Rows come out of order; some are late for their slice but
-- not for every window holding it (a HOP window keeps them in their slice, a CUMULATE window
-- after the slices it merged before), some are late for all and dropped. One subtask: the
-- order of a slice's values is the order of arrival.
SET 'parallelism.default' = '1';
CREATE TABLE events (id INT, k STRING, v STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/slices.csv', 'format' = 'csv');
SELECT k, window_start, window_end, LISTAGG(v) AS vs, ARRAY_AGG(id) AS ids, COUNT(*) AS n
FROM TABLE(HOP(TABLE events, DESCRIPTOR(ts), INTERVAL '10' SECOND, INTERVAL '20' SECOND))
GROUP BY k, window_start, window_end;
SELECT k, window_start, window_end, LISTAGG(v, '|') AS vs, JSON_OBJECTAGG(KEY v VALUE id) AS j
FROM TABLE(CUMULATE(TABLE events, DESCRIPTOR(ts), INTERVAL '10' SECOND, INTERVAL '30' SECOND))
GROUP BY k, window_start, window_end;
SELECT window_start, window_end, LISTAGG(v) AS vs
FROM TABLE(HOP(TABLE events, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '15' SECOND))
WHERE k = 'a'
GROUP BY window_start, window_end;
SELECT k, window_end, ARRAY_AGG(v) AS vs
FROM TABLE(CUMULATE(TABLE events, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '20' SECOND))
GROUP BY k, window_start, window_end;
