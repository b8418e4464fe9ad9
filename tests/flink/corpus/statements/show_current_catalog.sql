-- expect: accept
-- SHOW CURRENT CATALOG after a CREATE TABLE
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
SHOW CURRENT CATALOG;
