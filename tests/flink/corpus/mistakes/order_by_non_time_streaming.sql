-- expect: reject
-- ORDER BY a non-time column without LIMIT in streaming
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
SELECT id, score FROM src ORDER BY score;
