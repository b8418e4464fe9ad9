-- expect: accept
-- UNION (distinct)
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
SELECT id FROM src UNION SELECT id FROM src;
