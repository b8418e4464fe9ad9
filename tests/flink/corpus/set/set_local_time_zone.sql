-- expect: accept
-- table.local-time-zone with a region id
SET 'table.local-time-zone' = 'Asia/Shanghai';
CREATE TABLE clicks (user_id INT) WITH ('connector' = 'datagen');
SELECT user_id, CURRENT_TIMESTAMP FROM clicks;
