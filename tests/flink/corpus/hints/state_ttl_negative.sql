-- expect: reject
-- STATE_TTL with a negative duration
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE profiles (user_id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (user_id INT, url STRING, name STRING) WITH ('connector' = 'print');
INSERT INTO out_rows
SELECT /*+ STATE_TTL('c' = '-1s') */ c.user_id, c.url, p.name
FROM clicks c JOIN profiles p ON c.user_id = p.user_id;
