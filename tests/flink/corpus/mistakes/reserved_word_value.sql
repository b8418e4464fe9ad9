-- expect: reject
-- the reserved word value as a column name
CREATE TABLE t (id INT, value INT) WITH ('connector' = 'datagen');
