-- expect: reject
-- table.local-time-zone that is not a zone, then a query
SET 'table.local-time-zone' = 'Mars/Olympus';
CREATE TABLE clicks (user_id INT) WITH ('connector' = 'datagen');
SELECT user_id, CURRENT_TIMESTAMP FROM clicks;
