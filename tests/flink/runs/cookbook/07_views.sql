-- Flink SQL Cookbook: Encapsulating Logic with (Temporary) Views
-- (foundations/07_views/07_views.md).
-- Changed: the faker table server_logs reads ${DATA}/cookbook/server_logs.json (filesystem, json).
CREATE TABLE server_logs ( 
    client_ip STRING,
    client_identity STRING, 
    userid STRING, 
    user_agent STRING,
    log_time TIMESTAMP(3),
    request_line STRING, 
    status_code STRING, 
    size INT
) WITH (
  'connector' = 'filesystem',
  'path' = '${DATA}/cookbook/server_logs.json',
  'format' = 'json'
);

CREATE VIEW successful_requests AS 
SELECT * 
FROM server_logs
WHERE status_code SIMILAR TO '[2,3][0-9][0-9]';

SELECT * FROM successful_requests;
