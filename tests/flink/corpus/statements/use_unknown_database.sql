-- expect: reject
-- USE of a database that does not exist
USE missing_db;
