-- expect: accept
-- pipeline options of seed 003 (execution config) as SET
SET 'pipeline.max-parallelism' = '128';
SET 'pipeline.object-reuse' = 'true';
SET 'pipeline.closure-cleaner-level' = 'RECURSIVE';
SET 'pipeline.force-kryo' = 'false';
SET 'pipeline.auto-type-registration' = 'true';
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE counts (user_id INT, cnt BIGINT) WITH ('connector' = 'print');
INSERT INTO counts SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;
