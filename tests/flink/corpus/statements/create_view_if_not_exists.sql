-- expect: accept
-- CREATE VIEW IF NOT EXISTS over an existing view
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE VIEW v AS SELECT id FROM src;
CREATE VIEW IF NOT EXISTS v AS SELECT name FROM src;
