-- expect: reject
-- SHOW VIEWS takes no LIKE in Flink 1.20's parser
CREATE TABLE src (id INT) WITH ('connector' = 'datagen');
SHOW VIEWS LIKE 'v%';
