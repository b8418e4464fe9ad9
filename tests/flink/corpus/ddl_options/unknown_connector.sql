-- expect: reject
-- a connector no factory provides
CREATE TABLE gen (id INT) WITH ('connector' = 'datagen');
CREATE TABLE t (id INT) WITH ('connector' = 'hbase-9.9');
INSERT INTO t SELECT id FROM gen;
