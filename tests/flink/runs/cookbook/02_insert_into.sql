-- Flink SQL Cookbook: Inserting Into Tables (foundations/02_insert_into/02_insert_into.md).
-- Changed: the faker table server_logs reads ${DATA}/cookbook/server_logs.json (filesystem, json);
-- the blackhole sink client_errors is a print sink, so that the rows written are compared.
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

CREATE TABLE client_errors (
  log_time TIMESTAMP(3),
  request_line STRING,
  status_code STRING,
  size INT
)
WITH (
  'connector' = 'print'
);

INSERT INTO client_errors
SELECT 
  log_time,
  request_line,
  status_code,
  size
FROM server_logs
WHERE 
  status_code SIMILAR TO '4[0-9][0-9]';
