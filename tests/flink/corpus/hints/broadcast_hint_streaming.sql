-- expect: accept
-- a BROADCAST join hint in a streaming job
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE profiles (user_id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (user_id INT, url STRING, name STRING) WITH ('connector' = 'print');
INSERT INTO out_rows
SELECT /*+ BROADCAST(p) */ c.user_id, c.url, p.name
FROM clicks c JOIN profiles p ON c.user_id = p.user_id;
