-- expect: reject
-- kafka without 'format' or 'value.format'
CREATE TABLE events (user_id INT, action STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'events',
  'properties.bootstrap.servers' = 'localhost:9092',
  'properties.group.id' = 'corpus'
);
CREATE TABLE out_rows (user_id INT, action STRING) WITH ('connector' = 'print');
INSERT INTO out_rows SELECT user_id, action FROM events;
