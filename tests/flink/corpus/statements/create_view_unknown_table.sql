-- expect: reject
-- CREATE VIEW over a table that does not exist
CREATE VIEW v AS SELECT id FROM missing_table;
