-- expect: reject
-- a SELECT alias used in WHERE
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
SELECT score * 2 AS doubled FROM src WHERE doubled > 1;
