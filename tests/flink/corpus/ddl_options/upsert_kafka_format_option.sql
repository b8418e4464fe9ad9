-- expect: reject
-- upsert-kafka takes key.format/value.format, not 'format'
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE counts (name STRING, cnt BIGINT,
  PRIMARY KEY (name) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'counts',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json'
);
INSERT INTO counts SELECT name, COUNT(*) FROM gen GROUP BY name;
