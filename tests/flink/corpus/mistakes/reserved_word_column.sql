-- expect: reject
-- a reserved word (user) as a column name without backticks
CREATE TABLE t (user STRING, cnt INT) WITH ('connector' = 'datagen');
