-- expect: accept
-- binary literals: X'..' and x'..', empty, compared with a BYTES column
CREATE TABLE t (b BYTES) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
SELECT X'0aFF', x'', b = X'00' FROM t WHERE b <> x'FF';
