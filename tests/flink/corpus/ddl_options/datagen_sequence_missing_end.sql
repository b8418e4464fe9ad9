-- expect: reject
-- datagen sequence kind without 'end'
CREATE TABLE gen (id INT, name STRING) WITH (
  'connector' = 'datagen',
  'fields.id.kind' = 'sequence',
  'fields.id.start' = '1'
);
CREATE TABLE out_rows (id INT, name STRING) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
