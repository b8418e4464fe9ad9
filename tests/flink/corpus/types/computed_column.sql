-- expect: accept
-- computed column from two physical columns
CREATE TABLE gen (
  price DECIMAL(10, 2),
  qty INT,
  total AS price * qty
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  price DECIMAL(10, 2),
  qty INT,
  total DECIMAL(21, 2)
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT price, qty, total FROM gen;
