-- expect: reject
-- a binary literal with a character that is no hex digit
CREATE TABLE t (b BYTES) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
SELECT X'0G' FROM t;
