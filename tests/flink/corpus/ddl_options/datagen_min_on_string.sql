-- expect: reject
-- datagen min is not an option of a string field
CREATE TABLE gen (id INT, name STRING) WITH (
  'connector' = 'datagen',
  'fields.name.min' = '1'
);
CREATE TABLE out_rows (id INT, name STRING) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
