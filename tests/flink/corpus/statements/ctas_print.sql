-- expect: accept
-- CREATE TABLE ... AS SELECT into a print table
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE copy WITH ('connector' = 'print') AS SELECT id, name FROM src;
