-- expect: accept
-- seed 003: parallelism.default above pipeline.max-parallelism is only checked when the job runs
SET 'parallelism.default' = '300';
SET 'pipeline.max-parallelism' = '256';
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE counts (user_id INT, cnt BIGINT) WITH ('connector' = 'print');
INSERT INTO counts SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;
