-- expect: reject
-- OPTIONS hints are not allowed on views
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE VIEW v AS SELECT id, name FROM gen;
CREATE TABLE out_rows (id INT, name STRING) WITH ('connector' = 'print');
INSERT INTO out_rows SELECT id, name FROM v /*+ OPTIONS('rows-per-second' = '5') */;
