-- expect: reject
-- SET with an unquoted boolean value (seed 000 says it is allowed)
SET 'table.exec.mini-batch.enabled' = true;
