-- expect: accept
-- datagen number-of-rows makes a bounded source
CREATE TABLE gen (id INT, name STRING) WITH (
  'connector' = 'datagen',
  'number-of-rows' = '10'
);
CREATE TABLE out_rows (id INT, name STRING) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
