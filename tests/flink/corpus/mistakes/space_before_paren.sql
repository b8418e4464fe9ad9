-- expect: accept
-- a space between a function name and its parenthesis
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
SELECT COUNT (*) FROM src;
