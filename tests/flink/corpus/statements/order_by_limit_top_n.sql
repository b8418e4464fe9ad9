-- expect: accept
-- ORDER BY a non-time column with LIMIT (a Top-N)
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
SELECT id, score FROM src ORDER BY score DESC LIMIT 5;
