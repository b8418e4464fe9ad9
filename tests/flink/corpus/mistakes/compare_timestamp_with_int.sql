-- expect: reject
-- comparing a TIMESTAMP with an INT
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE t2 (id INT, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
SELECT id FROM t2 WHERE ts = 5;
