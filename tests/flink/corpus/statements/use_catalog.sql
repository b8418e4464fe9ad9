-- expect: accept
-- USE CATALOG default_catalog
USE CATALOG default_catalog;
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
SELECT id FROM default_catalog.default_database.src;
