-- expect: reject
-- UNION ALL of queries with different column counts
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
SELECT id, name FROM src UNION ALL SELECT id FROM src;
