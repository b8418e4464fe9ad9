-- expect: accept
-- kafka sink with at-least-once delivery
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE events_out (id INT, name STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'events_out',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json',
  'sink.delivery-guarantee' = 'at-least-once'
);
INSERT INTO events_out SELECT id, name FROM gen;
