-- expect: reject
-- datagen is a source only; it cannot be written
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE gen_out (id INT, name STRING) WITH ('connector' = 'datagen');
INSERT INTO gen_out SELECT id, name FROM gen;
