-- expect: accept
-- DROP VIEW of an existing view
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE VIEW v AS SELECT id FROM src;
DROP VIEW v;
