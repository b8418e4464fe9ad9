-- Batch mode: ORDER BY with OFFSET but no LIMIT / FETCH is refused, as Flink 1.20 refuses it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE orders (id INT, who STRING, amount INT, ts TIMESTAMP(3))
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/orders.csv', 'format' = 'csv',
        'csv.null-literal' = '');
SELECT id FROM orders ORDER BY ts DESC OFFSET 4 ROWS;
