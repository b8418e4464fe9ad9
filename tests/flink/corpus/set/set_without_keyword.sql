-- expect: reject
-- a key = value line without SET (as seed 000 prints it)
table.exec.sink.upsert-materialize = 'none';
