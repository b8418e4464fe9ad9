-- expect: accept
-- STATE_TTL hint on a GROUP BY aggregate
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (user_id INT, cnt BIGINT) WITH ('connector' = 'print');
INSERT INTO out_rows
SELECT /*+ STATE_TTL('clicks' = '1h') */ user_id, COUNT(*)
FROM clicks
GROUP BY user_id;
