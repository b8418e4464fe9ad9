-- expect: accept
-- ALTER TABLE ... SET an option
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
ALTER TABLE src SET ('rows-per-second' = '10');
SELECT id FROM src;
