-- expect: reject
-- table.local-time-zone 'UTC+8' (Flink takes a zone java.util.TimeZone and java.time.ZoneId read alike), then a query
SET 'table.local-time-zone' = 'UTC+8';
CREATE TABLE clicks (user_id INT) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
SELECT user_id, CAST(CURRENT_TIMESTAMP AS STRING) FROM clicks;
