-- The aggregates that keep their values in TUMBLE window aggregations: LISTAGG, ARRAY_AGG,
-- COLLECT, FIRST_VALUE, LAST_VALUE, JSON_OBJECTAGG and JSON_ARRAYAGG per window and per key,
-- with DISTINCT (a NULL is one of ARRAY_AGG's distinct values), FILTER and IGNORE NULLS, and in a
-- legacy GROUP BY TUMBLE(...) window. Lists keep arrival order, so the job runs on one subtask.
SET 'parallelism.default' = '1';
CREATE TABLE orders (
  id INT,
  customer STRING,
  amount INT,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'filesystem', 'path' = '${DATA}/orders.csv', 'format' = 'csv',
        'csv.null-literal' = '');
SELECT window_start, window_end, LISTAGG(customer) AS who, ARRAY_AGG(amount) AS amounts,
       ARRAY_AGG(amount IGNORE NULLS) AS known, COLLECT(customer) AS bag, FIRST_VALUE(amount) AS f,
       LAST_VALUE(customer) AS l, JSON_ARRAYAGG(amount) AS j,
       JSON_OBJECTAGG(KEY CAST(id AS STRING) VALUE amount) AS o, COUNT(*) AS c
FROM TABLE(TUMBLE(TABLE orders, DESCRIPTOR(ts), INTERVAL '10' SECOND))
GROUP BY window_start, window_end;
SELECT window_start, customer, LISTAGG(CAST(amount AS STRING), ';') AS amounts,
       LISTAGG(DISTINCT customer) FILTER (WHERE amount > 5) AS big,
       ARRAY_AGG(DISTINCT amount) AS amounts_once, FIRST_VALUE(id) AS first_id
FROM TABLE(TUMBLE(TABLE orders, DESCRIPTOR(ts), INTERVAL '5' SECOND))
GROUP BY window_start, window_end, customer;
SELECT TUMBLE_START(ts, INTERVAL '10' SECOND) AS s, LISTAGG(customer, '+') AS who, COLLECT(amount) AS amounts,
       LAST_VALUE(amount) AS last_amount
FROM orders GROUP BY TUMBLE(ts, INTERVAL '10' SECOND);
