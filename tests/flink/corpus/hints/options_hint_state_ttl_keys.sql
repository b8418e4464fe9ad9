-- expect: reject
-- an MRS-style 'state.ttl.left' option in an OPTIONS hint is not a datagen option
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT, name STRING) WITH ('connector' = 'print');
INSERT INTO out_rows SELECT id, name FROM gen /*+ OPTIONS('state.ttl.left' = '60S') */;
