-- expect: accept
-- the SQL client form BEGIN STATEMENT SET; ... END;
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
CREATE TABLE snk2 (id INT) WITH ('connector' = 'blackhole');
BEGIN STATEMENT SET;
INSERT INTO snk SELECT id, name, score FROM src;
INSERT INTO snk2 SELECT id FROM src;
END;
