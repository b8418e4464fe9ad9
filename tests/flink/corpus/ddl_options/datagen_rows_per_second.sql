-- expect: accept
-- datagen rows-per-second as a number
CREATE TABLE gen (id INT, name STRING) WITH (
  'connector' = 'datagen',
  'rows-per-second' = '100'
);
CREATE TABLE out_rows (id INT, name STRING) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
