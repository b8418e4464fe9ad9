-- expect: reject
-- mini-batch enabled set to 'yes' and read by a GROUP BY
SET 'table.exec.mini-batch.enabled' = 'yes';
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE counts (user_id INT, cnt BIGINT) WITH ('connector' = 'print');
INSERT INTO counts SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;
