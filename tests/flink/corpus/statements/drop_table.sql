-- expect: accept
-- DROP TABLE of an existing table
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
DROP TABLE src;
