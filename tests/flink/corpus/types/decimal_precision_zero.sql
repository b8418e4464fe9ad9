-- expect: reject
-- DECIMAL precision must be at least 1
CREATE TABLE gen (
  a DECIMAL(0)
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  a DECIMAL(0)
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
