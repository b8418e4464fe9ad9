-- expect: reject
-- HAVING on a column that is not grouped
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
SELECT id, COUNT(*) FROM src GROUP BY id HAVING score > 1;
