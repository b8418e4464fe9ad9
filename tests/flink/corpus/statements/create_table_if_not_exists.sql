-- expect: accept
-- CREATE TABLE IF NOT EXISTS over an existing table
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE IF NOT EXISTS src (id INT) WITH ('connector' = 'datagen');
