-- expect: reject
-- USING a column one side lacks
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
INSERT INTO out_rows SELECT o.order_id, u.name FROM orders o JOIN users u USING (city);
