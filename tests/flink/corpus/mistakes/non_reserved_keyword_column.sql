-- expect: accept
-- non-reserved keywords (name, count, data) as column names
CREATE TABLE t (name STRING, data STRING, status INT) WITH ('connector' = 'datagen');
SELECT name, data, status FROM t;
