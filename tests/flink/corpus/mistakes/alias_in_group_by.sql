-- expect: reject
-- a SELECT alias used in GROUP BY
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
SELECT UPPER(name) AS uname, COUNT(*) FROM src GROUP BY uname;
