-- expect: accept
-- a semicolon inside a string literal does not end the statement
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
SELECT id FROM src WHERE name = 'a;b';
