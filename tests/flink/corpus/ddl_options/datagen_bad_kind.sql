-- expect: reject
-- datagen field kind that is neither random nor sequence
CREATE TABLE gen (id INT, name STRING) WITH (
  'connector' = 'datagen',
  'fields.id.kind' = 'zigzag'
);
CREATE TABLE out_rows (id INT, name STRING) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
