-- expect: reject
-- the reserved word order as a table name
CREATE TABLE order (id INT) WITH ('connector' = 'datagen');
