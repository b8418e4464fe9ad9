-- expect: accept
-- seed 002: the streaming configuration as SET statements, then an aggregate
SET 'table.exec.source.idle-timeout' = '30s';
SET 'execution.checkpointing.interval' = '300s';
SET 'table.exec.hive.infer-source-parallelism.max' = '200';
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE counts (user_id INT, cnt BIGINT) WITH ('connector' = 'print');
INSERT INTO counts SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;
