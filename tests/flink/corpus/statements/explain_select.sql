-- expect: accept
-- EXPLAIN of a query
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
EXPLAIN SELECT id, name FROM src WHERE score > 1;
