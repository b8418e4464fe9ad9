-- expect: reject
-- an aggregate function in WHERE
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
SELECT id FROM src WHERE COUNT(*) > 1;
