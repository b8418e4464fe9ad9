-- expect: reject
-- two statements without a semicolon between them
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
INSERT INTO snk SELECT id, name, score FROM src
INSERT INTO snk SELECT id, name, score FROM src;
