-- expect: accept
-- seed 002: memory, state backend and parallelism options as SET
SET 'state.backend' = 'rocksdb';
SET 'taskmanager.memory.process.size' = '4gb';
SET 'taskmanager.memory.managed.fraction' = '0.6';
SET 'parallelism.default' = '4';
SET 'table.exec.resource.default-parallelism' = '8';
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE counts (user_id INT, cnt BIGINT) WITH ('connector' = 'print');
INSERT INTO counts SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;
