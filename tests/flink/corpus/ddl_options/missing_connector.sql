-- expect: reject
-- a table without 'connector' cannot be read
CREATE TABLE t (id INT) WITH ('format' = 'json');
CREATE TABLE out_rows (id INT) WITH ('connector' = 'print');
INSERT INTO out_rows SELECT id FROM t;
