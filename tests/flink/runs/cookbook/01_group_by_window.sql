-- Flink SQL Cookbook: Aggregating Time Series Data (Before Flink 1.13), a former recipe
-- (aggregations-and-analytics/01_group_by_window/01_group_by_window.md).
-- Changed: the faker table server_logs reads ${DATA}/cookbook/server_logs.json (filesystem, json).
-- The recipe's log_time AS PROCTIME() and TUMBLE_PROCTIME make the result depend on processing
-- time; to make it deterministic, log_time is the file's TIMESTAMP(3) field with
-- WATERMARK FOR log_time AS log_time - INTERVAL '15' SECONDS, and TUMBLE_PROCTIME is
-- TUMBLE_ROWTIME (event time instead of processing time).
CREATE TABLE server_logs ( 
    client_ip STRING,
    client_identity STRING, 
    userid STRING, 
    request_line STRING, 
    status_code STRING, 
    log_time TIMESTAMP(3),
    WATERMARK FOR log_time AS log_time - INTERVAL '15' SECONDS
) WITH (
  'connector' = 'filesystem',
  'path' = '${DATA}/cookbook/server_logs.json',
  'format' = 'json'
);

SELECT  
  COUNT(DISTINCT client_ip) AS ip_addresses,
  TUMBLE_ROWTIME(log_time, INTERVAL '1' MINUTE) AS window_interval
FROM server_logs
GROUP BY 
  TUMBLE(log_time, INTERVAL '1' MINUTE);
