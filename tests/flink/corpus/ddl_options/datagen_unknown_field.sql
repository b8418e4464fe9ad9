-- expect: reject
-- datagen field option for a column that does not exist
CREATE TABLE gen (id INT, name STRING) WITH (
  'connector' = 'datagen',
  'fields.nope.kind' = 'random'
);
CREATE TABLE out_rows (id INT, name STRING) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
