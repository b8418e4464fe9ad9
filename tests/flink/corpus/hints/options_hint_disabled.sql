-- expect: reject
-- OPTIONS hint while table.dynamic-table-options.enabled is false
SET 'table.dynamic-table-options.enabled' = 'false';
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT, name STRING) WITH ('connector' = 'print');
INSERT INTO out_rows SELECT id, name FROM gen /*+ OPTIONS('rows-per-second' = '5') */;
