-- Flink SQL Cookbook: Filtering Data (foundations/04_where/04_where.md).
-- Changed: the faker table server_logs reads ${DATA}/cookbook/server_logs.json (filesystem, json);
-- the file's user_agent field has no column here and is ignored.
CREATE TABLE server_logs ( 
    client_ip STRING,
    client_identity STRING, 
    userid STRING, 
    log_time TIMESTAMP(3),
    request_line STRING, 
    status_code STRING, 
    size INT
) WITH (
  'connector' = 'filesystem',
  'path' = '${DATA}/cookbook/server_logs.json',
  'format' = 'json'
);

SELECT 
  log_time, 
  request_line,
  status_code 
FROM server_logs
WHERE
  status_code IN ('403', '401');
