-- expect: accept
-- EXPLAIN PLAN FOR an INSERT
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
EXPLAIN PLAN FOR INSERT INTO snk SELECT id, name, score FROM src;
