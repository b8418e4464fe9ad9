-- expect: reject
-- INTERVAL is not a column type in Flink DDL
CREATE TABLE gen (
  d INTERVAL DAY TO SECOND(3)
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  d INTERVAL DAY TO SECOND(3)
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
