-- expect: reject
-- != as the inequality operator is not allowed by Flink
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
SELECT id FROM src WHERE id != 1;
