-- expect: reject
-- SET with a key and no value
SET 'table.exec.state.ttl';
