-- expect: reject
-- datagen sequence kind on a TIMESTAMP column
CREATE TABLE gen (id INT, name STRING, ts TIMESTAMP(3)) WITH (
  'connector' = 'datagen',
  'fields.ts.kind' = 'sequence',
  'fields.ts.start' = '1',
  'fields.ts.end' = '10'
);
CREATE TABLE out_rows (id INT, name STRING, ts TIMESTAMP(3)) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
