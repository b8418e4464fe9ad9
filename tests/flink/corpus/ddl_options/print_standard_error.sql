-- expect: accept
-- print to standard error
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT, name STRING) WITH (
  'connector' = 'print',
  'standard-error' = 'true'
);
INSERT INTO out_rows SELECT id, name FROM gen;
