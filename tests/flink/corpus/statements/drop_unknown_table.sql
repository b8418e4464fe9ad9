-- expect: reject
-- DROP TABLE of a table that does not exist
DROP TABLE missing_table;
