-- expect: reject
-- GROUP BY an expression while selecting the bare column
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
SELECT name, COUNT(*) FROM src GROUP BY UPPER(name);
