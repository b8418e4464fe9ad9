-- expect: accept
-- DECIMAL precision above 38 in DDL (Flink caps it at 38)
CREATE TABLE gen (
  a DECIMAL(39, 2)
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  a DECIMAL(39, 2)
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
