-- expect: accept
-- DECIMAL(38, 10) is within the limits
CREATE TABLE gen (
  a DECIMAL(38, 10)
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  a DECIMAL(38, 10)
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
