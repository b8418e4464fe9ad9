-- expect: reject
-- SET value in double quotes
SET 'table.exec.state.ttl' = "3h";
