-- expect: accept
-- DROP TABLE IF EXISTS of a missing table
DROP TABLE IF EXISTS missing_table;
