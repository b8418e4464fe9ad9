-- expect: accept
-- seed 003: force-kryo, force-avro and auto-type-registration
SET 'pipeline.force-kryo' = 'true';
SET 'pipeline.force-avro' = 'false';
SET 'pipeline.auto-type-registration' = 'false';
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE counts (user_id INT, cnt BIGINT) WITH ('connector' = 'print');
INSERT INTO counts SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;
