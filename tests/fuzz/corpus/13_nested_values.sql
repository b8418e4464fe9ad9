CREATE TABLE orders (id INT, customer ROW<name STRING, address ROW<city STRING, zip STRING>>,
  items ARRAY<ROW<sku STRING, qty INT>>, tags ARRAY<STRING>, attrs MAP<STRING, STRING>)
  WITH ('connector' = 'filesystem', 'path' = '/tmp/o.json', 'format' = 'json');
SELECT customer.name, orders.customer.address.city, (customer).address.zip, customer[1],
  items[1].sku, tags[2], attrs['k'], CARDINALITY(items), ELEMENT(tags), ROW(id, 'x'),
  ARRAY[id, 2], MAP['a', id], CAST(customer AS STRING), CAST(tags AS ARRAY<VARCHAR(3)>)
FROM orders;
SELECT id, tag FROM orders CROSS JOIN UNNEST(tags) AS t (tag);
SELECT o.id, t.* FROM orders AS o LEFT JOIN UNNEST(o.items) AS t (sku, qty) ON TRUE;
SELECT * FROM UNNEST(ARRAY[1, 2]) WITH ORDINALITY AS t (x, pos);
SELECT * FROM (VALUES (1, 'a'), (2, 'bb')) AS v (a, b) WHERE b SIMILAR TO '[a-b]+%' ESCAPE '!';
SELECT 1, NULL;
