-- expect: accept
-- UNION ALL of two append-only inputs into kafka
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT, name STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'out',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json'
);
INSERT INTO out_rows SELECT id, name FROM src UNION ALL SELECT id, name FROM src;
