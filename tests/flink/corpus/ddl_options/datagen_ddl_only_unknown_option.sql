-- expect: accept
-- an unknown option in DDL of a table no statement reads: Flink validates options lazily
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen', 'bogus' = '1');
