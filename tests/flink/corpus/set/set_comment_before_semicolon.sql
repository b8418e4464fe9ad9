-- expect: accept
-- SET with a -- comment before its semicolon
SET 'table.exec.state.ttl' = '3h' -- keep state three hours
;
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE counts (user_id INT, cnt BIGINT) WITH ('connector' = 'print');
INSERT INTO counts SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;
