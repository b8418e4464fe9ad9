-- expect: accept
-- INSERT with a column list in another order
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
INSERT INTO snk (name, id, score) SELECT name, id, score FROM src;
