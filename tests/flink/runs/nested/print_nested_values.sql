-- Nested values as the print connector writes them, through a sink with the same types.
CREATE TABLE orders (
  id INT,
  customer ROW<name STRING, address ROW<city STRING, zip STRING>>,
  items ARRAY<ROW<sku STRING, qty INT>>,
  tags ARRAY<STRING>,
  attrs MAP<STRING, STRING>
) WITH ('connector' = 'filesystem', 'path' = '${DATA}/orders_nested.json', 'format' = 'json');
CREATE TABLE printed (
  id INT,
  customer ROW<name STRING, address ROW<city STRING, zip STRING>>,
  items ARRAY<ROW<sku STRING, qty INT>>,
  tags ARRAY<STRING>,
  attrs MAP<STRING, STRING>
) WITH ('connector' = 'print');
INSERT INTO printed SELECT * FROM orders WHERE id <> 1;
