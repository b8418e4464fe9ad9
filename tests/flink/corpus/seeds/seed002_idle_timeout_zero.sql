-- expect: accept
-- seed 002: table.exec.source.idle-timeout '0' (no timeout)
SET 'table.exec.source.idle-timeout' = '0';
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE counts (user_id INT, cnt BIGINT) WITH ('connector' = 'print');
INSERT INTO counts SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;
