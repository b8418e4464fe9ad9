-- expect: reject
-- a table named with a catalog that does not exist
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
SELECT id FROM other_catalog.default_database.src;
