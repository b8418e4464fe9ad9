-- expect: accept
-- datagen number-of-rows that is negative (Flink does not check it while planning)
CREATE TABLE gen (id INT, name STRING, ts TIMESTAMP(3)) WITH (
  'connector' = 'datagen',
  'number-of-rows' = '-5'
);
CREATE TABLE out_rows (id INT, name STRING, ts TIMESTAMP(3)) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
