-- expect: reject
-- two SET statements without a semicolon between them
SET 'table.exec.state.ttl' = '3h'
SET 'parallelism.default' = '2';
