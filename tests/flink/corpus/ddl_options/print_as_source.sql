-- expect: reject
-- print is a sink only; it cannot be read
CREATE TABLE p (id INT, name STRING) WITH ('connector' = 'print');
CREATE TABLE out_rows (id INT, name STRING) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT id, name FROM p;
