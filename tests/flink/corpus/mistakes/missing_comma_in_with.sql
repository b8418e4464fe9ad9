-- expect: reject
-- a missing comma between two WITH options
CREATE TABLE t (id INT) WITH ('connector' = 'datagen' 'rows-per-second' = '5');
