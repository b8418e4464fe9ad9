-- expect: accept
-- seed 000: the upsert-materialize setting as a SET statement
SET 'table.exec.sink.upsert-materialize' = 'none';
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE counts (user_id INT, cnt BIGINT) WITH ('connector' = 'print');
INSERT INTO counts SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;
