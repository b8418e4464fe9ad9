-- expect: accept
-- a STATE_TTL hint written after a table name instead of after SELECT (Flink ignores it there)
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE profiles (user_id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (user_id INT, url STRING, name STRING) WITH ('connector' = 'print');
INSERT INTO out_rows
SELECT  c.user_id, c.url, p.name
FROM clicks c JOIN profiles /*+ STATE_TTL('p' = '1h') */ p ON c.user_id = p.user_id;
