-- expect: reject
-- kafka source without 'topic' or 'topic-pattern'
CREATE TABLE events (user_id INT, action STRING) WITH (
  'connector' = 'kafka',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json'
);
CREATE TABLE out_rows (user_id INT, action STRING) WITH ('connector' = 'print');
INSERT INTO out_rows SELECT user_id, action FROM events;
