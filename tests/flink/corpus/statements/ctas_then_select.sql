-- expect: accept
-- a CTAS target used as a table afterwards
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE copy WITH ('connector' = 'blackhole') AS SELECT id, name FROM src;
INSERT INTO copy SELECT id, name FROM src;
