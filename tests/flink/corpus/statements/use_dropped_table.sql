-- expect: reject
-- reading a table after DROP TABLE
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
DROP TABLE src;
INSERT INTO snk SELECT id, name, score FROM src;
