-- Flink SQL Cookbook: Aggregating Time Series Data
-- (aggregations-and-analytics/01_group_by_window/01_group_by_window_tvf.md; stored in the
-- repository as aggregations-and-analytics/01/01_group_by_window_tvf.md).
-- Changed: the faker table server_logs reads ${DATA}/cookbook/server_logs.json (filesystem, json).
-- The recipe's log_time AS PROCTIME() makes the windows depend on processing time; to make the
-- result deterministic, log_time is the file's TIMESTAMP(3) field with
-- WATERMARK FOR log_time AS log_time - INTERVAL '15' SECONDS (event time instead of processing
-- time). The query is unchanged.
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

SELECT window_start, window_end, COUNT(DISTINCT client_ip) AS ip_addresses
  FROM TABLE(
    TUMBLE(TABLE server_logs, DESCRIPTOR(log_time), INTERVAL '1' MINUTE))
  GROUP BY window_start, window_end;
