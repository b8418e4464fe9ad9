-- expect: reject
-- COUNT(DISTINCT *)
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
SELECT COUNT(DISTINCT *) FROM src;
