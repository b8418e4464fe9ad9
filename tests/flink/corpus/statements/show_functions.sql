-- expect: accept
-- SHOW FUNCTIONS after a CREATE TABLE
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
SHOW FUNCTIONS;
