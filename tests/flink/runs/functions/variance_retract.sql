-- STDDEV_* and VAR_* over an updating input: the per-customer totals change as orders arrive,
-- so each variance retracts the old total and takes the new one (SUM(x*x), SUM(x), COUNT(x)
-- underneath, as Flink reduces them), over integers, doubles and decimals.
CREATE TABLE orders (
  id INT,
  customer STRING,
  amount INT,
  ts TIMESTAMP(3)
) WITH ('connector' = 'filesystem', 'path' = '${DATA}/orders.csv', 'format' = 'csv');
CREATE VIEW totals AS SELECT customer, SUM(amount) AS total, COUNT(*) AS n FROM orders GROUP BY customer;
SELECT STDDEV_POP(total), STDDEV_SAMP(total), VAR_POP(total), VAR_SAMP(total),
       STDDEV_POP(CAST(total AS DOUBLE)), VAR_SAMP(CAST(total AS DECIMAL(10, 2))),
       VARIANCE(n), STDDEV(CAST(n AS DOUBLE))
FROM totals;
SELECT customer, STDDEV_SAMP(amount), VAR_POP(CAST(amount AS DOUBLE)) FROM orders GROUP BY customer;
