-- expect: accept
-- exactly-once delivery with a transactional id prefix
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE events_out (id INT, name STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'events_out',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json',
  'sink.delivery-guarantee' = 'exactly-once',
  'sink.transactional-id-prefix' = 'corpus'
);
INSERT INTO events_out SELECT id, name FROM gen;
