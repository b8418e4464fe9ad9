-- A session gap of a fraction of a second (INTERVAL '0.5' SECOND, as Calcite reads it) and the
-- literal itself: blocks of rows 1 s apart are separate sessions, rows 300 ms apart one.
CREATE TABLE ev (id INT, ts AS TO_TIMESTAMP_LTZ(CAST(id AS BIGINT) * 300 + (id / 4) * 1000, 3), WATERMARK FOR ts AS ts)
WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '12');
SELECT window_start, window_end, COUNT(*) AS n, INTERVAL '0.5' SECOND AS gap, INTERVAL '-2.25' SECOND AS back
FROM TABLE(SESSION(TABLE ev, DESCRIPTOR(ts), INTERVAL '0.5' SECOND))
GROUP BY window_start, window_end;
