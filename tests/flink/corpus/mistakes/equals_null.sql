-- expect: accept
-- = NULL instead of IS NULL is valid SQL (always unknown)
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
SELECT id FROM src WHERE name = NULL;
