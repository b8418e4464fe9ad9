-- expect: accept
-- datagen sequence kind with start and end
CREATE TABLE gen (id INT, name STRING) WITH (
  'connector' = 'datagen',
  'fields.id.kind' = 'sequence',
  'fields.id.start' = '1',
  'fields.id.end' = '100'
);
CREATE TABLE out_rows (id INT, name STRING) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
