-- expect: accept
-- an empty statement between two semicolons
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
SELECT id FROM src;;
