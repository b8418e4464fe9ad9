-- expect: reject
-- upsert-kafka derives the key from the primary key; key.fields is not an option
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE counts (name STRING, cnt BIGINT,
  PRIMARY KEY (name) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'counts',
  'properties.bootstrap.servers' = 'localhost:9092',
  'key.format' = 'json',
  'value.format' = 'json',
  'key.fields' = 'name'
);
INSERT INTO counts SELECT name, COUNT(*) FROM gen GROUP BY name;
