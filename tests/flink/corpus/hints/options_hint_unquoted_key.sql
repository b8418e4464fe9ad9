-- expect: reject
-- OPTIONS hint key written as a bare dotted name
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT, name STRING) WITH ('connector' = 'print');
INSERT INTO out_rows SELECT id, name FROM gen /*+ OPTIONS(fields.id.kind = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '10') */;
