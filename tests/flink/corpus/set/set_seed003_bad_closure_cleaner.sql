-- expect: reject
-- pipeline.closure-cleaner-level with a value seed 003 does not list, then a job
SET 'pipeline.closure-cleaner-level' = 'SOMETIMES';
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE counts (user_id INT, cnt BIGINT) WITH ('connector' = 'print');
INSERT INTO counts SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;
