-- expect: accept
-- seed 000: the mini-batch SETs with every value quoted, then an aggregate
set table.exec.mini-batch.enabled = 'true';
set table.exec.mini-batch.size = '5000';
set table.exec.mini-batch.allow-latency = '200 ms';
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE counts (user_id INT, cnt BIGINT) WITH ('connector' = 'print');
INSERT INTO counts SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;
