-- expect: reject
-- kafka without 'properties.bootstrap.servers'
CREATE TABLE events (user_id INT, action STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'events',
  'format' = 'json'
);
CREATE TABLE out_rows (user_id INT, action STRING) WITH ('connector' = 'print');
INSERT INTO out_rows SELECT user_id, action FROM events;
