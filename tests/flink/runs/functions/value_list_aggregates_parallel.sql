-- Value-list aggregates whose results do not depend on arrival order (COLLECT's multiset,
-- JSON_OBJECTAGG's sorted keys, lists of one value per group), over an updating input, with
-- mini-batch so that Flink and Sluice split them into a local and a global phase.
SET 'table.exec.mini-batch.enabled' = 'true';
-- Bundles are cut by size alone, the same in every run: with a latency of 1 s a loaded machine
-- cut them elsewhere, and in one such run Flink's job failed.
SET 'table.exec.mini-batch.allow-latency' = '1 h';
SET 'table.exec.mini-batch.size' = '100';
CREATE TABLE orders (
  id INT,
  customer STRING,
  amount INT,
  ts TIMESTAMP(3)
) WITH ('connector' = 'filesystem', 'path' = '${DATA}/orders.csv', 'format' = 'csv',
        'csv.null-literal' = '');
CREATE VIEW totals AS SELECT customer, SUM(amount) AS total, COUNT(*) AS n FROM orders GROUP BY customer;
SELECT COLLECT(n), JSON_OBJECTAGG(customer VALUE total), COLLECT(DISTINCT total),
       COLLECT(customer) FILTER (WHERE total IS NOT NULL)
FROM totals;
SELECT JSON_OBJECTAGG(customer VALUE total ABSENT ON NULL) FROM totals WHERE n > 1;
SELECT customer, LISTAGG(CAST(n AS STRING)), ARRAY_AGG(total), COLLECT(total), FIRST_VALUE(n),
       LAST_VALUE(total), JSON_ARRAYAGG(total NULL ON NULL)
FROM totals GROUP BY customer;
