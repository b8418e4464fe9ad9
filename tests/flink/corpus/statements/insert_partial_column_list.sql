-- expect: accept
-- INSERT naming only some sink columns (the rest are NULL)
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
INSERT INTO snk (id, name) SELECT id, name FROM src;
