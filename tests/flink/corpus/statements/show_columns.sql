-- expect: accept
-- SHOW COLUMNS FROM src after a CREATE TABLE
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
SHOW COLUMNS FROM src;
