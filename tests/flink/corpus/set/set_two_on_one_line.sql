-- expect: accept
-- two SET statements on one line
SET 'table.exec.state.ttl' = '1h'; SET 'parallelism.default' = '2';
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE counts (user_id INT, cnt BIGINT) WITH ('connector' = 'print');
INSERT INTO counts SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;
