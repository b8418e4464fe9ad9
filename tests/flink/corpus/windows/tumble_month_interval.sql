-- expect: reject
-- TUMBLE with a year-month interval
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
SELECT window_start, window_end, COUNT(*)
FROM TABLE(TUMBLE(TABLE orders, DESCRIPTOR(ts), INTERVAL '1' MONTH))
GROUP BY window_start, window_end;
