-- expect: reject
-- ROW_NUMBER() without OVER
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
SELECT id, ROW_NUMBER() FROM src;
