-- expect: accept
-- properties.* are handed to the Kafka client unchecked
CREATE TABLE events (user_id INT, action STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'events',
  'properties.bootstrap.servers' = 'localhost:9092',
  'properties.group.id' = 'corpus',
  'properties.auto.offset.reset' = 'earliest',
  'properties.max.poll.records' = '500',
  'format' = 'json'
);
CREATE TABLE out_rows (user_id INT, action STRING) WITH ('connector' = 'print');
INSERT INTO out_rows SELECT user_id, action FROM events;
