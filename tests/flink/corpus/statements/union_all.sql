-- expect: accept
-- UNION ALL of two compatible queries
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
SELECT id, name FROM src UNION ALL SELECT id + 1, name FROM src;
