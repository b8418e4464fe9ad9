-- expect: reject
-- a window TVF on a time attribute that a CAST in a view turned into a plain timestamp
CREATE TABLE orders (
  order_id BIGINT,
  user_id INT,
  product STRING,
  amount DECIMAL(10, 2),
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');
CREATE VIEW casted AS SELECT order_id, CAST(ts AS TIMESTAMP(3)) AS ts FROM orders;
SELECT window_start, COUNT(*) FROM TABLE(TUMBLE(TABLE casted, DESCRIPTOR(ts), INTERVAL '1' MINUTE)) GROUP BY window_start, window_end;
