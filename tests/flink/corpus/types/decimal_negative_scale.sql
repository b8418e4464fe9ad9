-- expect: reject
-- DECIMAL with a negative scale
CREATE TABLE gen (
  a DECIMAL(10, -2)
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  a DECIMAL(10, -2)
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
