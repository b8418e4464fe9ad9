-- expect: accept
-- datagen random string length
CREATE TABLE gen (id INT, name STRING) WITH (
  'connector' = 'datagen',
  'fields.name.length' = '12'
);
CREATE TABLE out_rows (id INT, name STRING) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
