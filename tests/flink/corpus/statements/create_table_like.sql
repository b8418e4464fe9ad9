-- expect: accept
-- CREATE TABLE ... LIKE with option overrides
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE src_fast WITH ('rows-per-second' = '1000') LIKE src;
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
INSERT INTO snk SELECT id, name, score FROM src_fast;
