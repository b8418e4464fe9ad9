-- Flink SQL Cookbook: Interval Joins (joins/02_interval_joins/02_interval_joins.md).
-- Changed: the unbounded datagen tables orders and shipments read
-- ${DATA}/cookbook/orders_interval.csv and shipments.csv (filesystem, csv). Their computed
-- columns order_time and shipment_time (TIMESTAMPADD over RAND() and CURRENT_TIMESTAMP) are
-- random and depend on when the job runs; to make the result deterministic they are TIMESTAMP(3)
-- columns of the files. As in the recipe, neither table declares a watermark, so the two columns
-- are no time attributes and Flink runs the query as a regular join with the BETWEEN condition.
-- The files have shipments inside, at the edges of and outside the 3 days.
CREATE TABLE orders (
  id INT,
  order_time TIMESTAMP(3)
)
WITH (
  'connector' = 'filesystem',
  'path' = '${DATA}/cookbook/orders_interval.csv',
  'format' = 'csv'
);


CREATE TABLE shipments (
  id INT,
  order_id INT,
  shipment_time TIMESTAMP(3)
)
WITH (
  'connector' = 'filesystem',
  'path' = '${DATA}/cookbook/shipments.csv',
  'format' = 'csv'
);

SELECT
  o.id AS order_id,
  o.order_time,
  s.shipment_time,
  TIMESTAMPDIFF(DAY,o.order_time,s.shipment_time) AS day_diff
FROM orders o
JOIN shipments s ON o.id = s.order_id
WHERE 
    o.order_time BETWEEN s.shipment_time - INTERVAL '3' DAY AND s.shipment_time;
