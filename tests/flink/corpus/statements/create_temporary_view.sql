-- expect: accept
-- CREATE TEMPORARY VIEW
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TEMPORARY VIEW v AS SELECT id FROM src;
SELECT id FROM v;
