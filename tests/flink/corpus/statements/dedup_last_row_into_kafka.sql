-- expect: reject
-- keep-last-row deduplication updates, so an append-only kafka sink rejects it
CREATE TABLE orders (
  order_id BIGINT,
  user_id INT,
  product STRING,
  amount DECIMAL(10, 2),
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (order_id BIGINT, product STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'out',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json'
);
INSERT INTO out_rows SELECT order_id, product FROM (
  SELECT order_id, product, ROW_NUMBER() OVER (PARTITION BY order_id ORDER BY ts DESC) AS rn FROM orders)
WHERE rn = 1;
