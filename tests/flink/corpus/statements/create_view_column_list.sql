-- expect: accept
-- CREATE VIEW with a column list
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
CREATE VIEW renamed (a, b, c) AS SELECT id, name, score FROM src;
INSERT INTO snk SELECT a, b, c FROM renamed;
