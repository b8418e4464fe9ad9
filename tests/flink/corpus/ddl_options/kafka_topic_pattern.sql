-- expect: accept
-- kafka source subscribed by topic-pattern with a group id
CREATE TABLE events (user_id INT, action STRING) WITH (
  'connector' = 'kafka',
  'topic-pattern' = 'events-.*',
  'properties.bootstrap.servers' = 'localhost:9092',
  'properties.group.id' = 'corpus',
  'format' = 'json'
);
CREATE TABLE out_rows (user_id INT, action STRING) WITH ('connector' = 'print');
INSERT INTO out_rows SELECT user_id, action FROM events;
