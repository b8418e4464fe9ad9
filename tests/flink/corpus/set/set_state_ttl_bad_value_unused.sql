-- expect: accept
-- a bad state TTL value with no query that reads it
SET 'table.exec.state.ttl' = 'three hours';
