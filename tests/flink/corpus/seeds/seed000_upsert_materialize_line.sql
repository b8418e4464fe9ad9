-- expect: reject
-- seed 000: the upsert-materialize line without SET, as written
table.exec.sink.upsert-materialize = 'none';
