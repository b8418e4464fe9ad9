-- expect: reject
-- LIKE on an INT column
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
SELECT id FROM src WHERE id LIKE '1%';
