-- expect: reject
-- a trailing comma after the last WITH option
CREATE TABLE t (id INT) WITH ('connector' = 'datagen', 'rows-per-second' = '5',);
