-- expect: accept
-- seed 000: state TTL unit '10min' read by an aggregate
SET 'table.exec.state.ttl' = '10min';
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE counts (user_id INT, cnt BIGINT) WITH ('connector' = 'print');
INSERT INTO counts SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;
