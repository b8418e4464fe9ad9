-- expect: reject
-- a column next to an aggregate without GROUP BY
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
SELECT id, COUNT(*) FROM src;
