-- Flink SQL Cookbook: Deduplication (aggregations-and-analytics/06_dedup/06_dedup.md).
-- Changed: the recipe's unbounded datagen table (random ids) reads ${DATA}/cookbook/orders_dedup.csv
-- (filesystem, csv). Its order_time AS CURRENT_TIMESTAMP makes the result depend on processing
-- time; to make it deterministic, order_time is the file's TIMESTAMP(3) column (with the recipe's
-- watermark). Some ids repeat, some rows come out of order within the 5 seconds.
CREATE TABLE orders (
  id INT,
  order_time TIMESTAMP(3),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECONDS
)
WITH (
  'connector' = 'filesystem',
  'path' = '${DATA}/cookbook/orders_dedup.csv',
  'format' = 'csv'
);

--Check for duplicates in the `orders` table
SELECT id AS order_id,
       COUNT(*) AS order_cnt
FROM orders o
GROUP BY id
HAVING COUNT(*) > 1;

--Use deduplication to keep only the latest record for each `order_id`
SELECT
  order_id,
  order_time
FROM (
  SELECT id AS order_id,
         order_time,
         ROW_NUMBER() OVER (PARTITION BY id ORDER BY order_time) AS rownum
  FROM orders
     )
WHERE rownum = 1;
