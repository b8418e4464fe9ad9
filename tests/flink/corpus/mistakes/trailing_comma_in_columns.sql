-- expect: reject
-- a trailing comma after the last column
CREATE TABLE t (id INT, name STRING,) WITH ('connector' = 'datagen');
