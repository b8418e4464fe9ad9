-- expect: reject
-- a window TVF over a regular join result, which has lost its time attribute
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
CREATE VIEW joined AS SELECT o.order_id, o.ts FROM orders o JOIN users u ON o.user_id = u.user_id;
SELECT window_start, COUNT(*) FROM TABLE(TUMBLE(TABLE joined, DESCRIPTOR(ts), INTERVAL '1' MINUTE)) GROUP BY window_start, window_end;
