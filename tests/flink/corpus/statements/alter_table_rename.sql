-- expect: accept
-- ALTER TABLE ... RENAME TO and read the new name
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
ALTER TABLE src RENAME TO src2;
SELECT id FROM src2;
