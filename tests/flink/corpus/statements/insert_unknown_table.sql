-- expect: reject
-- INSERT INTO a table that does not exist
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
INSERT INTO missing_sink SELECT id, name, score FROM src;
