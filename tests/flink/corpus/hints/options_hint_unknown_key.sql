-- expect: reject
-- OPTIONS hint with an option datagen does not know
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT, name STRING) WITH ('connector' = 'print');
INSERT INTO out_rows SELECT id, name FROM gen /*+ OPTIONS('rows-per-minute' = '5') */;
