-- expect: reject
-- datagen makes no sequence of BOOLEAN values
CREATE TABLE gen (id INT, flag BOOLEAN) WITH (
  'connector' = 'datagen',
  'fields.flag.kind' = 'sequence',
  'fields.flag.start' = '0',
  'fields.flag.end' = '1'
);
CREATE TABLE out_rows (id INT, flag BOOLEAN) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
