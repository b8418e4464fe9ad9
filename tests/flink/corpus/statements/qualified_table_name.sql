-- expect: accept
-- a table named with its catalog and database
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
SELECT id FROM default_catalog.default_database.src;
