-- expect: reject
-- self-join with the same name twice
CREATE TABLE orders (
  order_id BIGINT,
  user_id INT,
  product STRING,
  amount DECIMAL(10, 2),
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');
CREATE TABLE users (
  user_id INT,
  name STRING,
  city STRING
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (order_id BIGINT, name STRING) WITH ('connector' = 'print');
INSERT INTO out_rows SELECT orders.order_id, orders.product FROM orders JOIN orders ON orders.user_id = orders.user_id;
