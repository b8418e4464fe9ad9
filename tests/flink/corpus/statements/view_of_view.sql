-- expect: accept
-- a view defined over another view
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE VIEW v1 AS SELECT id, score FROM src;
CREATE VIEW v2 AS SELECT id, score * 2 AS doubled FROM v1;
SELECT id, doubled FROM v2;
