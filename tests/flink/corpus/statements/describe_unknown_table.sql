-- expect: reject
-- DESCRIBE of a table that does not exist
DESCRIBE missing_table;
