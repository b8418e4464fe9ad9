-- ROW fields (t.col.field, (expr).field, r[i]), ARRAY items (1-based, NULL past the end), MAP
-- values, CARDINALITY and ELEMENT on nested JSON.
CREATE TABLE orders (
  id INT,
  customer ROW<name STRING, address ROW<city STRING, zip STRING>>,
  items ARRAY<ROW<sku STRING, qty INT>>,
  tags ARRAY<STRING>,
  attrs MAP<STRING, STRING>
) WITH ('connector' = 'filesystem', 'path' = '${DATA}/orders_nested.json', 'format' = 'json');
SELECT id, customer.name, orders.customer.address.city, (customer).address.zip, customer[1],
       items[1].sku, items[2].qty, items[3], tags[1], tags[5], attrs['channel'], attrs['none'],
       CARDINALITY(items), CARDINALITY(attrs), ELEMENT(tags)
FROM orders WHERE id <> 4;
