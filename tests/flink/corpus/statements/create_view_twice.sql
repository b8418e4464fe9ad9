-- expect: reject
-- the same view created twice
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE VIEW v AS SELECT id FROM src;
CREATE VIEW v AS SELECT name FROM src;
