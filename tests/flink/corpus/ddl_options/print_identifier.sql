-- expect: accept
-- print with print-identifier
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT, name STRING) WITH (
  'connector' = 'print',
  'print-identifier' = 'orders'
);
INSERT INTO out_rows SELECT id, name FROM gen;
