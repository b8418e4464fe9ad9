-- expect: accept
-- CHAR(n), VARCHAR(n) and STRING columns
CREATE TABLE gen (
  a CHAR(3),
  b VARCHAR(20),
  c STRING
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  a CHAR(3),
  b VARCHAR(20),
  c STRING
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
