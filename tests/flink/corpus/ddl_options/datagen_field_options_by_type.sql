-- expect: accept
-- each column with the options its type's generator takes
CREATE TABLE gen (
  id BIGINT,
  price DECIMAL(10, 2),
  name STRING,
  code CHAR(3),
  payload BYTES,
  ts TIMESTAMP(3),
  tags ARRAY<INT>,
  flag BOOLEAN,
  seq INT
) WITH (
  'connector' = 'datagen',
  'number-of-rows' = '10',
  'fields.id.min' = '1',
  'fields.id.max' = '1000',
  'fields.price.min' = '0.5',
  'fields.price.null-rate' = '0.1',
  'fields.name.length' = '8',
  'fields.name.var-len' = 'true',
  'fields.code.null-rate' = '0.2',
  'fields.payload.length' = '4',
  'fields.ts.max-past' = '5 s',
  'fields.tags.length' = '2',
  'fields.flag.null-rate' = '0.5',
  'fields.seq.kind' = 'sequence',
  'fields.seq.start' = '1',
  'fields.seq.end' = '10'
);
CREATE TABLE out_rows (id BIGINT, price DECIMAL(10, 2), name STRING, code CHAR(3), payload BYTES, ts TIMESTAMP(3), tags ARRAY<INT>, flag BOOLEAN, seq INT)
  WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
