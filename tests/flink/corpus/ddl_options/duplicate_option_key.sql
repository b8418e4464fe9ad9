-- expect: accept
-- the same option key twice in one WITH clause (the last one wins)
CREATE TABLE gen (id INT) WITH ('connector' = 'datagen', 'rows-per-second' = '5', 'rows-per-second' = '6');
CREATE TABLE t (id INT) WITH ('connector' = 'print');
INSERT INTO t SELECT id FROM gen;
