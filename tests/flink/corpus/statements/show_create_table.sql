-- expect: accept
-- SHOW CREATE TABLE src after a CREATE TABLE
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
SHOW CREATE TABLE src;
