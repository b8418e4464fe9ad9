-- expect: accept
-- SELECT *, col
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
SELECT *, id FROM src;
