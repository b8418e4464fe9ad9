-- expect: reject
-- the same column twice in CREATE TABLE
CREATE TABLE t (id INT, id STRING) WITH ('connector' = 'datagen');
