-- GROUPING SETS and ROLLUP in a window aggregation (window_start and window_end in every set):
-- Flink expands the rows of each window per grouping set.
CREATE TABLE orders (
  id INT NOT NULL,
  customer STRING,
  amount INT,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'filesystem', 'path' = '${DATA}/orders.csv', 'format' = 'csv',
        'csv.null-literal' = '');
SELECT window_start, window_end, customer, SUM(amount) AS s, COUNT(*) AS c, GROUPING(customer) AS g
FROM TABLE(TUMBLE(TABLE orders, DESCRIPTOR(ts), INTERVAL '10' SECOND))
GROUP BY window_start, window_end, ROLLUP(customer);
SELECT window_start, customer, amount > 5 AS big, COUNT(*) AS c, GROUPING_ID(customer, amount > 5) AS gid
FROM TABLE(HOP(TABLE orders, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '10' SECOND))
GROUP BY GROUPING SETS ((window_start, window_end, customer), (window_start, window_end, amount > 5),
                        (window_start, window_end));
