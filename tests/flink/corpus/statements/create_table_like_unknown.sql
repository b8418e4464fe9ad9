-- expect: reject
-- CREATE TABLE ... LIKE a table that does not exist
CREATE TABLE t WITH ('connector' = 'print') LIKE missing_table;
