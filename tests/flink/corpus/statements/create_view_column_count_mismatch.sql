-- expect: reject
-- CREATE VIEW column list longer than the query
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE VIEW renamed (a, b, c, d) AS SELECT id, name, score FROM src;
