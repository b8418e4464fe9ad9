-- Batch mode has no watermarks: window aggregations count rows that a streaming run would drop
-- as late, interval joins and outer joins give their final rows, and deduplication keeps the
-- last row by event time.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE orders (id INT, who STRING, amount INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/orders.csv', 'format' = 'csv',
        'csv.null-literal' = '');
SELECT window_start, window_end, COUNT(*) AS c, SUM(amount) AS s
FROM TABLE(TUMBLE(TABLE orders, DESCRIPTOR(ts), INTERVAL '10' SECOND))
GROUP BY window_start, window_end;
SELECT who, window_start, COUNT(*) AS c
FROM TABLE(HOP(TABLE orders, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '10' SECOND))
GROUP BY who, window_start, window_end;
SELECT a.id, b.id AS other FROM orders a LEFT JOIN orders b
  ON a.who = b.who AND a.ts BETWEEN b.ts - INTERVAL '5' SECOND AND b.ts AND a.id <> b.id;
SELECT a.id, b.amount FROM orders a LEFT JOIN (SELECT who, MAX(amount) AS amount FROM orders GROUP BY who) b
  ON a.who = b.who AND a.amount = b.amount;
SELECT id, who FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY who ORDER BY ts DESC) AS rn FROM orders)
WHERE rn = 1;
SELECT who, amount FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY who ORDER BY amount DESC) AS rn FROM orders)
WHERE rn <= 2;
