-- expect: reject
-- IN with an empty list
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
SELECT id FROM src WHERE id IN ();
