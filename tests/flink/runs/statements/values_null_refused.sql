-- A bare NULL in VALUES has no type: Flink refuses it ("Illegal use of 'NULL'").
SELECT * FROM (VALUES (1, 'a'), (2, NULL));
