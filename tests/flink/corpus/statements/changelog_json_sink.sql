-- expect: accept
-- a GROUP BY into kafka with debezium-json, a changelog format
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (name STRING, cnt BIGINT) WITH (
  'connector' = 'kafka',
  'topic' = 'out',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'debezium-json'
);
INSERT INTO out_rows SELECT name, COUNT(*) FROM src GROUP BY name;
