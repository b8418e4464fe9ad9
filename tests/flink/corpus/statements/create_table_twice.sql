-- expect: reject
-- the same table created twice
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
