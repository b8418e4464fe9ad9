-- expect: reject
-- upsert-kafka has no scan.startup.mode
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE counts (name STRING, cnt BIGINT,
  PRIMARY KEY (name) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'counts',
  'properties.bootstrap.servers' = 'localhost:9092',
  'key.format' = 'json',
  'value.format' = 'json',
  'scan.startup.mode' = 'earliest-offset'
);
INSERT INTO counts SELECT name, COUNT(*) FROM gen GROUP BY name;
