-- expect: reject
-- DATETIME is not a Flink type
CREATE TABLE gen (
  a DATETIME
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  a DATETIME
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
