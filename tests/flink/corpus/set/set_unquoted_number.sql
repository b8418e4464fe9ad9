-- expect: reject
-- SET with an unquoted number (seed 000 says it is allowed)
SET 'parallelism.default' = 4;
