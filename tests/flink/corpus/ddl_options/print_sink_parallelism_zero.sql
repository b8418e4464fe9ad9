-- expect: reject
-- print sink.parallelism must be positive
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT, name STRING) WITH (
  'connector' = 'print',
  'sink.parallelism' = '0'
);
INSERT INTO out_rows SELECT id, name FROM gen;
