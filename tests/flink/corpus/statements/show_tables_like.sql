-- expect: accept
-- SHOW TABLES LIKE a pattern
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
SHOW TABLES LIKE 'sr%';
