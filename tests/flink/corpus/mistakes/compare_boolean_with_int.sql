-- expect: reject
-- comparing a BOOLEAN with an INT
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE t2 (id INT, flag BOOLEAN) WITH ('connector' = 'datagen');
SELECT id FROM t2 WHERE flag = 1;
