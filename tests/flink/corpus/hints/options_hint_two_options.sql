-- expect: accept
-- OPTIONS hint with two options
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT, name STRING) WITH ('connector' = 'print');
INSERT INTO out_rows SELECT id, name FROM gen /*+ OPTIONS('rows-per-second' = '5', 'number-of-rows' = '100') */;
