-- Batch mode: aggregates give their final rows only (insert-only, even into an updating sink),
-- and an aggregate without GROUP BY gives one row for an input without rows.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE orders (id INT, who STRING, amount INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/orders.csv', 'format' = 'csv',
        'csv.null-literal' = '');
CREATE TABLE totals (who STRING, total INT, n BIGINT) WITH ('connector' = 'print');
INSERT INTO totals SELECT who, SUM(amount), COUNT(*) FROM orders GROUP BY who;
SELECT COUNT(*) AS n, SUM(amount) AS s, MAX(who) AS m FROM orders WHERE id > 100;
SELECT COUNT(*) AS n, AVG(amount) AS a FROM orders;
SELECT who, COUNT(*) AS n FROM orders GROUP BY who HAVING SUM(amount) > 8;
SELECT n, COUNT(*) AS people FROM (SELECT who, COUNT(*) AS n FROM orders GROUP BY who) GROUP BY n;
SELECT COUNT(DISTINCT who) AS people FROM orders WHERE amount > 5;
