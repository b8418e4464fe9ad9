-- expect: reject
-- CREATE TABLE ... AS SELECT into datagen, which cannot be written
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE copy WITH ('connector' = 'datagen') AS SELECT id, name FROM src;
