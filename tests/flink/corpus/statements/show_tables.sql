-- expect: accept
-- SHOW TABLES after a CREATE TABLE
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
SHOW TABLES;
