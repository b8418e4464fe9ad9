-- expect: reject
-- CREATE TABLE ... AS SELECT of a column the source lacks
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE copy WITH ('connector' = 'print') AS SELECT id, title FROM src;
