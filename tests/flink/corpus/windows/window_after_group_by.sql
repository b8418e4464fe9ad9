-- expect: reject
-- a window TVF over a GROUP BY result, which has no time attribute
CREATE TABLE orders (
  order_id BIGINT,
  user_id INT,
  product STRING,
  amount DECIMAL(10, 2),
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');
CREATE VIEW latest AS SELECT user_id, MAX(ts) AS ts FROM orders GROUP BY user_id;
SELECT window_start, COUNT(*) FROM TABLE(TUMBLE(TABLE latest, DESCRIPTOR(ts), INTERVAL '1' MINUTE)) GROUP BY window_start, window_end;
