-- Day and hour windows over a TIMESTAMP_LTZ time attribute in Asia/Kolkata (UTC+05:30, no
-- daylight-saving time): days start at 18:30 UTC and hours at half past the UTC hour.
SET 'table.local-time-zone' = 'Asia/Kolkata';
CREATE TABLE readings (id INT, ms BIGINT, at_ltz AS TO_TIMESTAMP_LTZ(ms, 3),
  WATERMARK FOR at_ltz AS at_ltz)
WITH ('connector' = 'filesystem', 'path' = '${DATA}/instants.csv', 'format' = 'csv');
SELECT window_start, COUNT(*) AS n, SUM(id) AS ids
FROM TABLE(TUMBLE(TABLE readings, DESCRIPTOR(at_ltz), INTERVAL '1' DAY))
GROUP BY window_start, window_end;
SELECT window_end, window_time, MAX(id) AS last_id
FROM TABLE(TUMBLE(TABLE readings, DESCRIPTOR(at_ltz), INTERVAL '60' MINUTE))
GROUP BY window_start, window_end, window_time;
