-- expect: reject
-- INSERT column list naming a column the sink lacks
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
INSERT INTO snk (id, title, score) SELECT id, name, score FROM src;
