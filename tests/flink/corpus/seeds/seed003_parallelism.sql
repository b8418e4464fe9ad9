-- expect: accept
-- seed 003: setParallelism / setMaxParallelism as parallelism.default and pipeline.max-parallelism
SET 'parallelism.default' = '2';
SET 'pipeline.max-parallelism' = '256';
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE counts (user_id INT, cnt BIGINT) WITH ('connector' = 'print');
INSERT INTO counts SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;
