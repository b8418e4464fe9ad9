-- expect: reject
-- datagen with an unknown top-level option
CREATE TABLE gen (id INT, name STRING) WITH (
  'connector' = 'datagen',
  'rows-per-minute' = '10'
);
CREATE TABLE out_rows (id INT, name STRING) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
