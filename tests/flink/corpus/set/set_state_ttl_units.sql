-- expect: accept
-- state TTL written in the units seed 000 lists
SET 'table.exec.state.ttl' = '10min';
SET 'table.exec.state.ttl' = '3hour';
SET 'table.exec.state.ttl' = '7day';
SET 'table.exec.state.ttl' = '7d';
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE profiles (user_id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (user_id INT, url STRING, name STRING) WITH ('connector' = 'print');
INSERT INTO out_rows SELECT c.user_id, c.url, p.name FROM clicks c JOIN profiles p ON c.user_id = p.user_id;
