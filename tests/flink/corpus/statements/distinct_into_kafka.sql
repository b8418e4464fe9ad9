-- expect: reject
-- SELECT DISTINCT updates, so an append-only kafka sink rejects it
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (name STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'out',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json'
);
INSERT INTO out_rows SELECT DISTINCT name FROM src;
