-- GROUPING SETS, ROLLUP and CUBE with GROUPING(), GROUPING_ID() and GROUP_ID(): nested sets,
-- `()`, rows of columns, expressions as grouping keys, repeated sets, HAVING on GROUPING, an
-- aggregate of a column that some sets leave out, DISTINCT and FILTER, over insert-only input
-- and over an updating one (the per-customer totals, retracted and re-added as orders arrive).
CREATE TABLE orders (
  id INT NOT NULL,
  customer STRING,
  amount INT,
  ts TIMESTAMP(3)
) WITH ('connector' = 'filesystem', 'path' = '${DATA}/orders.csv', 'format' = 'csv',
        'csv.null-literal' = '');
SELECT customer, id, SUM(amount) AS s, COUNT(*) AS c, MAX(id) AS mx, GROUPING(customer) AS g,
       GROUPING(id, customer) AS g2, GROUPING_ID(customer, id) AS gid, GROUP_ID() AS gr
FROM orders GROUP BY ROLLUP(customer, id);
SELECT customer, amount > 5 AS big, COUNT(DISTINCT id) AS ids, SUM(amount) FILTER (WHERE id > 2) AS late,
       GROUPING_ID(customer, amount > 5) AS gid
FROM orders GROUP BY CUBE(customer, amount > 5);
SELECT customer, MOD(id, 2) AS parity, AVG(amount) AS a, LISTAGG(CAST(id AS STRING)) AS ids
FROM orders GROUP BY GROUPING SETS ((customer), (MOD(id, 2)), ());
SELECT customer, id, amount, COUNT(*) AS c, GROUPING_ID(customer, id, amount) AS gid
FROM orders GROUP BY GROUPING SETS ((customer, id), ROLLUP(amount, id), (customer, amount));
SELECT customer, COUNT(*) AS c, GROUP_ID() AS gr, GROUPING(customer) AS g
FROM orders GROUP BY GROUPING SETS ((customer), (customer), ());
SELECT customer, id, SUM(amount) AS s
FROM orders GROUP BY customer, ROLLUP(id) HAVING GROUPING(id) = 1 OR SUM(amount) > 9;
SELECT customer, SUM(amount) AS s FROM orders GROUP BY (customer, id), ();
CREATE VIEW totals AS SELECT customer, SUM(amount) AS total, COUNT(*) AS n FROM orders GROUP BY customer;
SELECT n, total > 10 AS big, COUNT(*) AS customers, SUM(total) AS t, MIN(customer) AS first_customer,
       GROUPING_ID(n, total > 10) AS gid
FROM totals GROUP BY CUBE(n, total > 10);
-- A repeat of (customer) alone: Flink plans it as an aggregation by customer and id (nothing
-- written as NULL) while GROUPING answers as for (customer).
SELECT customer, id, COUNT(*) AS c, GROUPING(customer, id) AS g, GROUP_ID() AS gr
FROM orders GROUP BY customer, GROUPING SETS ((id), (), ());
