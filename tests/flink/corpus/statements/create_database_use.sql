-- expect: accept
-- CREATE DATABASE, USE it and create a table in it
CREATE DATABASE corpus_db;
USE corpus_db;
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
SELECT id FROM corpus_db.src;
