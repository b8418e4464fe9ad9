-- expect: accept
-- datagen random max below min (Flink does not check it while planning)
CREATE TABLE gen (id INT, name STRING, ts TIMESTAMP(3)) WITH (
  'connector' = 'datagen',
  'fields.id.min' = '10',
  'fields.id.max' = '1'
);
CREATE TABLE out_rows (id INT, name STRING, ts TIMESTAMP(3)) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
