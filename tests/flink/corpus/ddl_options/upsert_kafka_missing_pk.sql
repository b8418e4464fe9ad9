-- expect: reject
-- upsert-kafka needs a PRIMARY KEY
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE counts (name STRING, cnt BIGINT) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'counts',
  'properties.bootstrap.servers' = 'localhost:9092',
  'key.format' = 'json',
  'value.format' = 'json'
);
INSERT INTO counts SELECT name, COUNT(*) FROM gen GROUP BY name;
