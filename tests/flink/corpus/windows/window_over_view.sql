-- expect: accept
-- a window TVF over a filtering view keeps the time attribute
CREATE TABLE orders (
  order_id BIGINT,
  user_id INT,
  product STRING,
  amount DECIMAL(10, 2),
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');
CREATE VIEW big AS SELECT * FROM orders WHERE amount > 100;
SELECT window_start, COUNT(*) FROM TABLE(TUMBLE(TABLE big, DESCRIPTOR(ts), INTERVAL '1' MINUTE)) GROUP BY window_start, window_end;
