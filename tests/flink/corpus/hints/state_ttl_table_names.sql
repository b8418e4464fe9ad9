-- expect: accept
-- STATE_TTL naming the tables when they have no alias
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE profiles (user_id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (user_id INT, url STRING, name STRING) WITH ('connector' = 'print');
INSERT INTO out_rows
SELECT /*+ STATE_TTL('clicks' = '1h', 'profiles' = '2h') */ clicks.user_id, clicks.url, profiles.name
FROM clicks JOIN profiles ON clicks.user_id = profiles.user_id;
