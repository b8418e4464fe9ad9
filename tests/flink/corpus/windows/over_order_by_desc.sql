-- expect: reject
-- OVER window ordered by time descending
CREATE TABLE orders (
  order_id BIGINT,
  user_id INT,
  product STRING,
  amount DECIMAL(10, 2),
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (order_id BIGINT, total_amount DECIMAL(38, 2)) WITH ('connector' = 'print');
INSERT INTO out_rows
SELECT order_id, SUM(amount) OVER (PARTITION BY user_id ORDER BY ts DESC ROWS BETWEEN 2 PRECEDING AND CURRENT ROW)
FROM orders;
