-- expect: reject
-- TEXT is not a Flink type
CREATE TABLE gen (
  a TEXT
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  a TEXT
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
