-- expect: accept
-- INSERT ... SELECT * with matching schemas
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
INSERT INTO snk SELECT * FROM src;
