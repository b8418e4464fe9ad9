-- expect: accept
-- the last SET without a semicolon (seed 000 requires one)
SET 'table.exec.state.ttl' = '3h'
