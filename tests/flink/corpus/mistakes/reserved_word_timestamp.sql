-- expect: reject
-- the reserved word timestamp as a column name
CREATE TABLE t (id INT, timestamp TIMESTAMP(3)) WITH ('connector' = 'datagen');
