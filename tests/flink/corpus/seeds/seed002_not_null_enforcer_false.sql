-- expect: reject
-- seed 002: table.exec.sink.not-null-enforcer set to 'false' (it takes ERROR or DROP), then an INSERT
SET 'table.exec.sink.not-null-enforcer' = 'false';
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE counts (user_id INT, cnt BIGINT) WITH ('connector' = 'print');
INSERT INTO counts SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;
