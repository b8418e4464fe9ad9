-- expect: reject
-- datagen rows-per-second that is not a number
CREATE TABLE gen (id INT, name STRING) WITH (
  'connector' = 'datagen',
  'rows-per-second' = 'fast'
);
CREATE TABLE out_rows (id INT, name STRING) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
