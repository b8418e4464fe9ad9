-- expect: reject
-- INSERT with fewer columns than the sink
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
INSERT INTO snk SELECT id, name FROM src;
