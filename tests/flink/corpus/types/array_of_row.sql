-- expect: accept
-- ARRAY of ROW
CREATE TABLE gen (
  items ARRAY<ROW<sku STRING, qty INT>>
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  items ARRAY<ROW<sku STRING, qty INT>>
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
