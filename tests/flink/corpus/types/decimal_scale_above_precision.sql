-- expect: reject
-- DECIMAL scale larger than its precision
CREATE TABLE gen (
  a DECIMAL(5, 6)
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  a DECIMAL(5, 6)
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
