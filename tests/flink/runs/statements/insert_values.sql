-- INSERT INTO ... VALUES, and INSERT ... SELECT without FROM.
CREATE TABLE t (a INT, b STRING) WITH ('connector' = 'print');
INSERT INTO t VALUES (1, 'one'), (2, CAST(NULL AS STRING));
INSERT INTO t SELECT 3, 'three';
