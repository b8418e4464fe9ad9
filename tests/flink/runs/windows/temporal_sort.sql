-- A streaming ORDER BY that starts with a time attribute (Flink's TemporalSort): rows leave in
-- time order once the watermark passes them, the other keys ordering the rows of one time.
-- results in order
CREATE TABLE readings (id INT, who STRING, v INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/readings.json', 'format' = 'json');
SELECT id, ts FROM readings ORDER BY ts;
SELECT id, who, v, ts FROM readings ORDER BY ts, v DESC;
SELECT who, ts FROM readings ORDER BY ts, id DESC;
