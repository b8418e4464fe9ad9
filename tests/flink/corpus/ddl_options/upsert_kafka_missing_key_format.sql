-- expect: reject
-- upsert-kafka without 'key.format'
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE counts (name STRING, cnt BIGINT,
  PRIMARY KEY (name) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'counts',
  'properties.bootstrap.servers' = 'localhost:9092',
  'value.format' = 'json'
);
INSERT INTO counts SELECT name, COUNT(*) FROM gen GROUP BY name;
