-- results in order
-- Batch mode on RocksDB state: the final rows of an aggregate, a join of updating inputs and a
-- sort come out of RocksDB as from the heap.
SET 'execution.runtime-mode' = 'batch';
SET 'state.backend.type' = 'rocksdb';
CREATE TABLE orders (id INT, who STRING, amount INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/orders.csv', 'format' = 'csv',
        'csv.null-literal' = '');
SELECT t.who, t.total, c.n FROM (SELECT who, SUM(amount) AS total FROM orders GROUP BY who) t
  JOIN (SELECT who, COUNT(*) AS n FROM orders GROUP BY who) c ON t.who = c.who
ORDER BY t.who;
SELECT COUNT(*) AS n FROM orders WHERE amount > 1000;
