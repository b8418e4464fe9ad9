-- expect: reject
-- MAX of a COUNT
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
SELECT MAX(COUNT(*)) FROM src GROUP BY name;
