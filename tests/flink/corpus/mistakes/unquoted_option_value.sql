-- expect: reject
-- an option value without quotes
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE t (id INT) WITH ('connector' = print);
