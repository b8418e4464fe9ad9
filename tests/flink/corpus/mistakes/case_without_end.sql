-- expect: reject
-- CASE without END
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
SELECT CASE WHEN id > 0 THEN 'pos' ELSE 'neg' FROM src;
