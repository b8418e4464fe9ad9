-- expect: accept
-- seed 000: the state TTL SET followed by an aggregate
set table.exec.state.ttl = '3h';
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE counts (user_id INT, cnt BIGINT) WITH ('connector' = 'print');
INSERT INTO counts SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;
