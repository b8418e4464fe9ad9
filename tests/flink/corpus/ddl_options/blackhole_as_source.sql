-- expect: reject
-- blackhole is a sink only
CREATE TABLE hole (id INT, name STRING) WITH ('connector' = 'blackhole');
CREATE TABLE out_rows (id INT, name STRING) WITH ('connector' = 'print');
INSERT INTO out_rows SELECT id, name FROM hole;
