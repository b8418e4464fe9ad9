-- expect: reject
-- print standard-error that is not a boolean
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT, name STRING) WITH (
  'connector' = 'print',
  'standard-error' = 'yes'
);
INSERT INTO out_rows SELECT id, name FROM gen;
