-- ROW(...), ARRAY[...], MAP[...] and CAST between nested types and to STRING.
CREATE TABLE orders (
  id INT,
  customer ROW<name STRING, address ROW<city STRING, zip STRING>>,
  items ARRAY<ROW<sku STRING, qty INT>>,
  tags ARRAY<STRING>,
  attrs MAP<STRING, STRING>
) WITH ('connector' = 'filesystem', 'path' = '${DATA}/orders_nested.json', 'format' = 'json');
SELECT id, ROW(id, customer.name), ARRAY[id, id * 2, CAST(NULL AS INT)], MAP['id', id],
       MAP['k', 1, 'k', 2], CAST(ROW(id, 'x') AS ROW<a BIGINT, b STRING>), CAST(tags AS ARRAY<VARCHAR(3)>),
       CAST(ARRAY[1, 2] AS ARRAY<STRING>), CAST(customer AS STRING), CAST(items AS STRING), CAST(attrs['channel'] AS STRING)
FROM orders WHERE id <> 3;
