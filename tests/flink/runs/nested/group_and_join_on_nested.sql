-- Nested values as grouping keys, join keys and aggregate inputs (state keeps them encoded).
CREATE TABLE orders (
  id INT,
  customer ROW<name STRING, address ROW<city STRING, zip STRING>>,
  items ARRAY<ROW<sku STRING, qty INT>>,
  tags ARRAY<STRING>,
  attrs MAP<STRING, STRING>
) WITH ('connector' = 'filesystem', 'path' = '${DATA}/orders_nested.json', 'format' = 'json');
CREATE TABLE by_tags (tags ARRAY<STRING>, n BIGINT, first_item ROW<sku STRING, qty INT>)
  WITH ('connector' = 'print');
CREATE TABLE pairs (a INT, b INT, city STRING) WITH ('connector' = 'print');
INSERT INTO by_tags SELECT tags, COUNT(*), MAX(items[1]) FROM orders GROUP BY tags;
INSERT INTO pairs
SELECT o1.id, o2.id, o1.customer.address.city
FROM orders o1 JOIN orders o2 ON o1.customer.address = o2.customer.address AND o1.id <= o2.id;
