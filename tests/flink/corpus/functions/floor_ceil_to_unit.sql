-- expect: accept
-- FLOOR and CEIL of timestamps, dates and times to calendar and clock units
CREATE TABLE clicks (ts TIMESTAMP(3), d DATE, t TIME, ms BIGINT, lt AS TO_TIMESTAMP_LTZ(ms, 3)) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
SELECT FLOOR(ts TO HOUR), CEIL(ts TO WEEK), FLOOR(d TO QUARTER), CEILING(t TO MINUTE), FLOOR(lt TO DAY) FROM clicks;
