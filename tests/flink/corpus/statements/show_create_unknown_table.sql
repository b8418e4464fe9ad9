-- expect: reject
-- SHOW CREATE TABLE of a table that does not exist
SHOW CREATE TABLE missing_table;
