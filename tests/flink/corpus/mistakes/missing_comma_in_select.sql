-- expect: accept
-- a missing comma in SELECT makes the second name an alias of the first
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
SELECT id name FROM src;
