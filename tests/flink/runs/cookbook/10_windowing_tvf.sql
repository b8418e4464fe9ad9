-- Flink SQL Cookbook: Windowing table-valued functions
-- (aggregations-and-analytics/10/10_windowing_tvf.md, a recipe in the repository that the README
-- does not list; 10_hopping_time_windows took its number).
-- Changed: the faker table server_logs reads ${DATA}/cookbook/server_logs.json (filesystem, json).
CREATE TABLE server_logs ( 
    client_ip STRING,
    client_identity STRING, 
    userid STRING, 
    log_time TIMESTAMP(3),
    request_line STRING, 
    status_code STRING, 
    WATERMARK FOR log_time AS log_time - INTERVAL '5' SECONDS
) WITH (
  'connector' = 'filesystem',
  'path' = '${DATA}/cookbook/server_logs.json',
  'format' = 'json'
);

SELECT window_start, window_end, COUNT(status_code) AS TotalErrors
  FROM TABLE(
    TUMBLE(TABLE server_logs, DESCRIPTOR(log_time), INTERVAL '5' SECONDS))
  WHERE status_code = '403'
  GROUP BY window_start, window_end;

SELECT window_start, window_end, COUNT(status_code) AS TotalErrors
  FROM TABLE(
    HOP(TABLE server_logs, DESCRIPTOR(log_time), INTERVAL '5' SECONDS, INTERVAL '10' SECONDS))
  GROUP BY window_start, window_end;

SELECT window_start, window_end, COUNT(status_code) AS TotalErrors
  FROM TABLE(
    CUMULATE(TABLE server_logs, DESCRIPTOR(log_time), INTERVAL '10' SECONDS, INTERVAL '60' SECONDS))
  GROUP BY window_start, window_end;
