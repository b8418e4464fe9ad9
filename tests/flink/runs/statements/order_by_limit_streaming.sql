-- Streaming ORDER BY ... LIMIT (a Top-N): NULLS FIRST / LAST as written, and sort keys the
-- query does not select (a column or an expression).
CREATE TABLE orders (id INT, who STRING, amount INT, ts TIMESTAMP(3))
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/orders.csv', 'format' = 'csv',
        'csv.null-literal' = '');
SELECT id, amount FROM orders ORDER BY amount NULLS FIRST LIMIT 3;
SELECT id, amount FROM orders ORDER BY amount DESC NULLS FIRST LIMIT 2;
SELECT id, amount FROM orders ORDER BY amount DESC LIMIT 2;
SELECT who FROM orders ORDER BY ts DESC LIMIT 2;
SELECT id FROM orders ORDER BY CHAR_LENGTH(who) DESC, id LIMIT 3;
