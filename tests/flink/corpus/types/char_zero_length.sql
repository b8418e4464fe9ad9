-- expect: accept
-- CHAR(0) in DDL (Flink accepts it)
CREATE TABLE gen (
  a CHAR(0)
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  a CHAR(0)
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
