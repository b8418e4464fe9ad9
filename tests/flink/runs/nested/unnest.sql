-- UNNEST in FROM: CROSS JOIN and comma over arrays, maps and arrays of rows (the fields become
-- columns), LEFT JOIN ... ON TRUE keeping rows without elements, a correlated ARRAY[...], and
-- UNNEST alone.
CREATE TABLE orders (
  id INT,
  customer ROW<name STRING, address ROW<city STRING, zip STRING>>,
  items ARRAY<ROW<sku STRING, qty INT>>,
  tags ARRAY<STRING>,
  attrs MAP<STRING, STRING>
) WITH ('connector' = 'filesystem', 'path' = '${DATA}/orders_nested.json', 'format' = 'json');
SELECT id, tag FROM orders CROSS JOIN UNNEST(tags) AS t (tag);
SELECT id, k, v FROM orders, UNNEST(attrs) AS t (k, v);
SELECT o.id, t.* FROM orders AS o LEFT JOIN UNNEST(o.items) AS t (sku, qty) ON TRUE;
SELECT id, x FROM orders CROSS JOIN UNNEST(ARRAY[id, id + 1]) AS t (x) WHERE x > 2;
SELECT id, tag FROM orders CROSS JOIN UNNEST(tags) AS tag;
SELECT * FROM UNNEST(ARRAY[1, 2]) AS t (x);
