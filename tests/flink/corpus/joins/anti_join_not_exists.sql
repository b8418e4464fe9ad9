-- expect: accept
-- anti-join written with NOT EXISTS
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
INSERT INTO out_rows SELECT o.order_id, o.product FROM orders o WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.user_id = o.user_id);
