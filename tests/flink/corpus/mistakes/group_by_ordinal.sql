-- expect: reject
-- GROUP BY 1 is not an ordinal in Flink: the name column is ungrouped
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
SELECT name, COUNT(*) FROM src GROUP BY 1;
