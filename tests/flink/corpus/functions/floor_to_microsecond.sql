-- expect: reject
-- FLOOR ... TO MICROSECOND: Flink's parser has no sub-millisecond unit there
CREATE TABLE clicks (ts TIMESTAMP(6)) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
SELECT FLOOR(ts TO MICROSECOND) FROM clicks;
