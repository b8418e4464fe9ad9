-- expect: reject
-- a sequence field takes its start and end only, not a random field's min
CREATE TABLE gen (id BIGINT, name STRING) WITH (
  'connector' = 'datagen',
  'fields.id.kind' = 'sequence',
  'fields.id.start' = '1',
  'fields.id.end' = '100',
  'fields.id.min' = '1'
);
CREATE TABLE out_rows (id BIGINT, name STRING) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
