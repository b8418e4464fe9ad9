-- expect: accept
-- LIMIT without ORDER BY
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
SELECT id FROM src LIMIT 10;
