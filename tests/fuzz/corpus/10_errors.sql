SELECT COUNT(a FROM t;
table.exec.sink.upsert-materialize = 'none';
SET 'a' = 'b' -- comment
CREATE TABLE x (value INT, PRIMARY KEY (value));
SELECT 'unterminated
