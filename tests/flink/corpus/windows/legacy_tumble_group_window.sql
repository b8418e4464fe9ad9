-- expect: accept
-- legacy GROUP BY TUMBLE(...) with TUMBLE_START and TUMBLE_END
CREATE TABLE orders (
  order_id BIGINT,
  user_id INT,
  product STRING,
  amount DECIMAL(10, 2),
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (window_start TIMESTAMP(3), window_end TIMESTAMP(3), cnt BIGINT) WITH ('connector' = 'print');
INSERT INTO out_rows
SELECT TUMBLE_START(ts, INTERVAL '1' MINUTE), TUMBLE_END(ts, INTERVAL '1' MINUTE), COUNT(*)
FROM orders
GROUP BY TUMBLE(ts, INTERVAL '1' MINUTE);
