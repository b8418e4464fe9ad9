-- expect: accept
-- keep-first-row deduplication on processing time is append-only
CREATE TABLE src2 (id INT, name STRING, proc AS PROCTIME()) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT, name STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'out',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json'
);
INSERT INTO out_rows SELECT id, name FROM (
  SELECT id, name, ROW_NUMBER() OVER (PARTITION BY id ORDER BY proc ASC) AS rn FROM src2)
WHERE rn = 1;
