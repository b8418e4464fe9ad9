-- expect: reject
-- STATE_TTL naming an input that is not in the FROM clause
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE profiles (user_id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (user_id INT, url STRING, name STRING) WITH ('connector' = 'print');
INSERT INTO out_rows
SELECT /*+ STATE_TTL('x' = '1h') */ c.user_id, c.url, p.name
FROM clicks c JOIN profiles p ON c.user_id = p.user_id;
