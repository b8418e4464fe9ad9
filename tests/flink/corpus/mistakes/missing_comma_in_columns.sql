-- expect: reject
-- a missing comma between two column definitions
CREATE TABLE t (id INT name STRING) WITH ('connector' = 'datagen');
