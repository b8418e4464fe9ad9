-- Batch mode refuses an unbounded table, as Flink does.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE ticks (id INT) WITH ('connector' = 'datagen');
SELECT id FROM ticks;
