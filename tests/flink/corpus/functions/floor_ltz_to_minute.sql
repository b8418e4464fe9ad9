-- expect: accept
-- FLOOR of a TIMESTAMP_LTZ to MINUTE: Flink 1.20 accepts it and fails when the job starts (its generated code does not compile)
CREATE TABLE clicks (ms BIGINT, lt AS TO_TIMESTAMP_LTZ(ms, 3)) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
SELECT FLOOR(lt TO MINUTE) FROM clicks;
