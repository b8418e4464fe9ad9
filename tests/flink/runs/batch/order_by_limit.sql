-- results in order
-- Batch mode: ORDER BY on any column, with LIMIT, OFFSET and NULLS FIRST / LAST, sorts the final
-- rows (Flink's Sort / SortLimit / Limit), also over an aggregate's result, and by columns or
-- expressions the query does not select.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE orders (id INT, who STRING, amount INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/orders.csv', 'format' = 'csv',
        'csv.null-literal' = '');
SELECT who, amount FROM orders ORDER BY amount DESC;
SELECT who, amount FROM orders ORDER BY amount;
SELECT id, amount FROM orders ORDER BY amount DESC NULLS FIRST, id;
SELECT id, amount FROM orders ORDER BY amount NULLS LAST LIMIT 3;
SELECT who, amount FROM orders ORDER BY amount DESC LIMIT 2 OFFSET 1;
SELECT id FROM orders ORDER BY id OFFSET 2 ROWS FETCH NEXT 3 ROWS ONLY;
SELECT id FROM orders OFFSET 5 ROWS;
SELECT who FROM orders ORDER BY amount DESC NULLS LAST, id;
SELECT id, who FROM orders ORDER BY CHAR_LENGTH(who) DESC, id LIMIT 4;
SELECT who, SUM(amount) AS total FROM orders GROUP BY who ORDER BY total DESC, who LIMIT 3;
SELECT id FROM orders LIMIT 2;
SELECT id FROM orders ORDER BY id LIMIT 0;
