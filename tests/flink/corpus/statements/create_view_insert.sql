-- expect: accept
-- CREATE VIEW and INSERT from it
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
CREATE VIEW good AS SELECT id, name, score FROM src WHERE score > 0.5;
INSERT INTO snk SELECT id, name, score FROM good;
