-- expect: accept
-- INTERSECT and EXCEPT
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
SELECT id FROM src INTERSECT SELECT id FROM src;
SELECT id FROM src EXCEPT SELECT id FROM src;
