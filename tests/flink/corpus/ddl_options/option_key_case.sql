-- expect: reject
-- option keys are case-sensitive: 'Rows-Per-Second' is unknown
CREATE TABLE gen (id INT) WITH ('connector' = 'datagen', 'Rows-Per-Second' = '5');
CREATE TABLE t (id INT) WITH ('connector' = 'print');
INSERT INTO t SELECT id FROM gen;
