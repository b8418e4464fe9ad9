-- Correlated LATERAL subqueries with ORDER BY and LIMIT, which Flink runs as a Top-N per key
-- (its CorrelateSortToRankRule): the comma, CROSS JOIN and JOIN ... ON TRUE forms, DISTINCT and
-- GROUP BY on the left, SELECT *, ordinals, aliases, a NULL key (Flink's Top-N keeps its
-- partition), NULL ordering, and a left side whose columns are in another order than the
-- table's (Flink fills them in the table's order).
CREATE TABLE sales (id INT, region STRING, city STRING, amount INT)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/sales.csv', 'format' = 'csv', 'csv.null-literal' = '');
SELECT * FROM (SELECT DISTINCT region FROM sales) r,
  LATERAL (SELECT city, amount FROM sales WHERE region = r.region ORDER BY amount DESC LIMIT 2);
SELECT r.region, t.c, t.a FROM (SELECT region FROM sales GROUP BY region) r
  JOIN LATERAL (SELECT city, amount FROM sales WHERE sales.region = r.region ORDER BY amount LIMIT 1) AS t (c, a) ON TRUE;
SELECT * FROM (SELECT DISTINCT region FROM sales) AS r
  CROSS JOIN LATERAL (SELECT * FROM sales AS s WHERE r.region = s.region ORDER BY 4 DESC NULLS FIRST, 1 LIMIT 2);
SELECT * FROM (SELECT DISTINCT city, region FROM sales) r,
  LATERAL (SELECT amount FROM sales WHERE region = r.region AND city = r.city ORDER BY amount LIMIT 1);
CREATE VIEW totals AS SELECT region, city, SUM(amount) AS total FROM sales GROUP BY region, city;
SELECT region, city, total FROM (SELECT DISTINCT region FROM totals) r,
  LATERAL (SELECT city, total FROM totals WHERE region = r.region ORDER BY total DESC LIMIT 1);
