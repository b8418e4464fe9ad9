-- expect: reject
-- sink.buffer-flush.max-rows without sink.buffer-flush.interval
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE counts (name STRING, cnt BIGINT,
  PRIMARY KEY (name) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'counts',
  'properties.bootstrap.servers' = 'localhost:9092',
  'key.format' = 'json',
  'value.format' = 'json',
  'sink.buffer-flush.max-rows' = '1000'
);
INSERT INTO counts SELECT name, COUNT(*) FROM gen GROUP BY name;
