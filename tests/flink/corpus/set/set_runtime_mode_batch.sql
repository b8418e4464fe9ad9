-- expect: accept
-- execution.runtime-mode batch
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE nums (n INT) WITH ('connector' = 'datagen', 'number-of-rows' = '10');
CREATE TABLE total (s BIGINT) WITH ('connector' = 'print');
INSERT INTO total SELECT SUM(n) FROM nums;
