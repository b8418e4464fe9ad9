-- The aggregates that keep their values: LISTAGG, ARRAY_AGG, COLLECT, FIRST_VALUE, LAST_VALUE,
-- JSON_OBJECTAGG and JSON_ARRAYAGG, over insert-only input (per customer) and over an updating
-- input (the per-customer totals, retracted and re-added as orders arrive), with DISTINCT,
-- FILTER, IGNORE NULLS and both ON NULL clauses. Lists keep arrival order, which parallel
-- subtasks would interleave at will: the job runs on one subtask (value_list_aggregates_parallel
-- holds the order-free cases on four, and through a local / global split).
SET 'parallelism.default' = '1';
CREATE TABLE orders (
  id INT,
  customer STRING,
  amount INT,
  ts TIMESTAMP(3)
) WITH ('connector' = 'filesystem', 'path' = '${DATA}/orders.csv', 'format' = 'csv',
        'csv.null-literal' = '');
SELECT customer, LISTAGG(CAST(amount AS STRING)), LISTAGG(customer, '|'),
       ARRAY_AGG(amount), ARRAY_AGG(amount IGNORE NULLS), COLLECT(amount),
       FIRST_VALUE(amount), LAST_VALUE(amount),
       JSON_OBJECTAGG(KEY CAST(id AS STRING) VALUE amount), JSON_ARRAYAGG(amount),
       JSON_ARRAYAGG(amount NULL ON NULL),
       JSON_OBJECTAGG(KEY CAST(id AS STRING) VALUE amount ABSENT ON NULL)
FROM orders GROUP BY customer;
SELECT LISTAGG(customer), FIRST_VALUE(customer), LAST_VALUE(id), COLLECT(customer),
       ARRAY_AGG(DISTINCT customer), LISTAGG(customer) FILTER (WHERE amount > 5)
FROM orders;
CREATE VIEW totals AS SELECT customer, SUM(amount) AS total, COUNT(*) AS n FROM orders GROUP BY customer;
SELECT LISTAGG(CAST(total AS STRING)), ARRAY_AGG(total), COLLECT(n), FIRST_VALUE(total),
       LAST_VALUE(total), JSON_ARRAYAGG(total), JSON_OBJECTAGG(customer VALUE total),
       LISTAGG(DISTINCT CAST(n AS STRING), ';'), FIRST_VALUE(customer) FILTER (WHERE total > 10)
FROM totals;
SELECT n, LISTAGG(customer), ARRAY_AGG(total IGNORE NULLS), COLLECT(customer), LAST_VALUE(customer)
FROM totals GROUP BY n;
