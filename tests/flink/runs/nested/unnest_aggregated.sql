-- UNNEST under an aggregation, and over an updating input: a retraction retracts every row
-- its insertion produced.
CREATE TABLE orders (
  id INT,
  customer ROW<name STRING, address ROW<city STRING, zip STRING>>,
  items ARRAY<ROW<sku STRING, qty INT>>,
  tags ARRAY<STRING>,
  attrs MAP<STRING, STRING>
) WITH ('connector' = 'filesystem', 'path' = '${DATA}/orders_nested.json', 'format' = 'json');
CREATE TABLE per_sku (sku STRING, orders BIGINT, units INT) WITH ('connector' = 'print');
INSERT INTO per_sku
SELECT sku, COUNT(*), SUM(qty) FROM orders CROSS JOIN UNNEST(items) AS i (sku, qty) GROUP BY sku;
