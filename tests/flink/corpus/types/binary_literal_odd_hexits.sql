-- expect: reject
-- a binary literal with an odd number of hex digits
CREATE TABLE t (b BYTES) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
SELECT X'ABC' FROM t;
