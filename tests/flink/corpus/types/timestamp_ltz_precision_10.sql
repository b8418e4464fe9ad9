-- expect: accept
-- TIMESTAMP_LTZ(10) in DDL (Flink caps the precision at 9)
CREATE TABLE gen (
  a TIMESTAMP_LTZ(10)
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  a TIMESTAMP_LTZ(10)
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
