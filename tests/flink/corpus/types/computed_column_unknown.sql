-- expect: reject
-- computed column that names a column the table lacks
CREATE TABLE gen (
  price DECIMAL(10, 2),
  total AS price * quantity
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  price DECIMAL(10, 2)
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT price FROM gen;
