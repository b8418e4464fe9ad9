-- expect: reject
-- a selected column that is neither grouped nor aggregated
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
SELECT id, name, COUNT(*) FROM src GROUP BY id;
