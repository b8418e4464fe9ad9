-- expect: reject
-- FLOOR of a TIMESTAMP to DOW: Flink's code generation finds no multiplier for DOW
CREATE TABLE clicks (ts TIMESTAMP(3)) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
SELECT FLOOR(ts TO DOW) FROM clicks;
