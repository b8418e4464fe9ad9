-- Batch mode: ROLLUP and CUBE give their final rows only, ordered by GROUPING_ID and the keys.
-- results in order
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE orders (id INT, who STRING, amount INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/orders.csv', 'format' = 'csv',
        'csv.null-literal' = '');
SELECT who, amount > 5 AS big, SUM(amount) AS s, COUNT(*) AS c, GROUPING_ID(who, amount > 5) AS gid
FROM orders GROUP BY CUBE(who, amount > 5)
ORDER BY gid, who, big;
SELECT who, COUNT(*) AS c, GROUPING(who) AS g FROM orders WHERE id > 100 GROUP BY ROLLUP(who);
