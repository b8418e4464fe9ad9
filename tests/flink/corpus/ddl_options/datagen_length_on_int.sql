-- expect: reject
-- datagen's length is for strings, bytes and collections, not for an INT column
CREATE TABLE gen (id INT, name STRING) WITH (
  'connector' = 'datagen',
  'number-of-rows' = '10',
  'fields.id.length' = '5'
);
CREATE TABLE out_rows (id INT, name STRING) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
