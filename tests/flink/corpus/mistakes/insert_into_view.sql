-- expect: reject
-- INSERT INTO a view
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
CREATE VIEW v AS SELECT id, name, score FROM src;
INSERT INTO v SELECT id, name, score FROM src;
