-- expect: reject
-- datagen makes no NULL bytes: null-rate does not apply to a BYTES column
CREATE TABLE gen (id INT, payload BYTES) WITH (
  'connector' = 'datagen',
  'number-of-rows' = '10',
  'fields.payload.null-rate' = '0.1'
);
CREATE TABLE out_rows (id INT, payload BYTES) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
