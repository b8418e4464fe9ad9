-- expect: accept
-- datagen sequence whose start is after its end (Flink does not check it while planning)
CREATE TABLE gen (id INT, name STRING, ts TIMESTAMP(3)) WITH (
  'connector' = 'datagen',
  'fields.id.kind' = 'sequence',
  'fields.id.start' = '100',
  'fields.id.end' = '1'
);
CREATE TABLE out_rows (id INT, name STRING, ts TIMESTAMP(3)) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
