-- expect: reject
-- connector identifiers are matched exactly: Print is not print
CREATE TABLE gen (id INT) WITH ('connector' = 'datagen');
CREATE TABLE t (id INT) WITH ('connector' = 'Print');
INSERT INTO t SELECT id FROM gen;
