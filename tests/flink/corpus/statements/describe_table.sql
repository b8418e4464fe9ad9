-- expect: accept
-- DESCRIBE src after a CREATE TABLE
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
DESCRIBE src;
