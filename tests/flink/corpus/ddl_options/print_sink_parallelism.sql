-- expect: accept
-- print sink.parallelism
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT, name STRING) WITH (
  'connector' = 'print',
  'sink.parallelism' = '2'
);
INSERT INTO out_rows SELECT id, name FROM gen;
