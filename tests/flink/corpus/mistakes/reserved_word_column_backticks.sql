-- expect: accept
-- a reserved word in backticks as a column name
CREATE TABLE t (`user` STRING, `value` INT, `timestamp` TIMESTAMP(3)) WITH ('connector' = 'datagen');
SELECT `user`, `value`, `timestamp` FROM t;
