-- expect: reject
-- seed 002: table.sql-dialect 'hive' without the Hive dialect, then more SQL
SET 'table.sql-dialect' = 'hive';
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE counts (user_id INT, cnt BIGINT) WITH ('connector' = 'print');
INSERT INTO counts SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;
