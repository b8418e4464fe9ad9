-- expect: accept
-- STATE_TTL for a join whose right side is a subquery (seed 001, example 2, in Flink form)
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE profiles (user_id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (user_id INT, url STRING, name STRING) WITH ('connector' = 'print');
INSERT INTO out_rows
SELECT /*+ STATE_TTL('c' = '60s', 'q' = '120s') */ c.user_id, c.url, q.name
FROM clicks c JOIN (SELECT user_id, UPPER(name) AS name FROM profiles) q ON c.user_id = q.user_id;
