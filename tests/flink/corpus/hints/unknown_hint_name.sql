-- expect: reject
-- a table hint name Flink does not know
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT, name STRING) WITH ('connector' = 'print');
INSERT INTO out_rows SELECT id, name FROM gen /*+ FOO('rows-per-second' = '5') */;
