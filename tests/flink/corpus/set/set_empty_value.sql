-- expect: accept
-- SET with an empty string value, never read
SET 'pipeline.name' = '';
