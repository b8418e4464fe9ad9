-- expect: reject
-- a Top-N updates its result, so an append-only kafka sink rejects it
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT, score DOUBLE) WITH (
  'connector' = 'kafka',
  'topic' = 'out',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json'
);
INSERT INTO out_rows SELECT id, score FROM (
  SELECT id, score, ROW_NUMBER() OVER (PARTITION BY name ORDER BY score DESC) AS rn FROM src)
WHERE rn <= 3;
