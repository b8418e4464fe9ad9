-- expect: accept
-- seed 002: SET 'table.exec.hive.infer-source-parallelism.max' = '500' before a query
SET 'table.exec.hive.infer-source-parallelism.max' = '500';
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE counts (user_id INT, cnt BIGINT) WITH ('connector' = 'print');
INSERT INTO counts SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;
