-- expect: reject
-- print with an option it does not know
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT, name STRING) WITH (
  'connector' = 'print',
  'format' = 'json'
);
INSERT INTO out_rows SELECT id, name FROM gen;
