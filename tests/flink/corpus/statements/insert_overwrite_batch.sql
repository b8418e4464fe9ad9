-- expect: accept
-- INSERT OVERWRITE a filesystem table in batch mode
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE src (id INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
CREATE TABLE o (id INT) WITH ('connector' = 'filesystem', 'path' = '/tmp/sluice-corpus/overwrite-batch', 'format' = 'csv');
INSERT OVERWRITE o SELECT id FROM src;
