-- GROUPING SETS through mini-batch with a local / global split, and COUNT(DISTINCT) split into a
-- partial aggregation by bucket (table.optimizer.distinct-agg.split.enabled): the expansion's id
-- ($e) is one more grouping key on every phase.
SET 'table.exec.mini-batch.enabled' = 'true';
SET 'table.exec.mini-batch.allow-latency' = '1 s';
SET 'table.exec.mini-batch.size' = '100';
SET 'table.optimizer.distinct-agg.split.enabled' = 'true';
CREATE TABLE orders (
  id INT NOT NULL,
  customer STRING,
  amount INT,
  ts TIMESTAMP(3)
) WITH ('connector' = 'filesystem', 'path' = '${DATA}/orders.csv', 'format' = 'csv',
        'csv.null-literal' = '');
SELECT customer, amount > 5 AS big, COUNT(*) AS c, SUM(amount) AS s, MAX(id) AS mx,
       GROUPING_ID(customer, amount > 5) AS gid
FROM orders GROUP BY CUBE(customer, amount > 5);
SELECT customer, COUNT(DISTINCT amount) AS amounts, COUNT(*) AS c, GROUPING(customer) AS g
FROM orders GROUP BY ROLLUP(customer);
CREATE VIEW totals AS SELECT customer, SUM(amount) AS total, COUNT(*) AS n FROM orders GROUP BY customer;
SELECT n, SUM(total) AS t, COUNT(*) AS customers, GROUPING(n) AS g FROM totals GROUP BY ROLLUP(n);
