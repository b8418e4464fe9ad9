-- expect: accept
-- window_time keeps the time attribute for a second window over a view
CREATE TABLE orders (
  order_id BIGINT,
  user_id INT,
  product STRING,
  amount DECIMAL(10, 2),
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (window_start TIMESTAMP(3), window_end TIMESTAMP(3), cnt BIGINT) WITH ('connector' = 'print');
CREATE VIEW minute_counts AS
SELECT window_time AS wt, COUNT(*) AS cnt
FROM TABLE(TUMBLE(TABLE orders, DESCRIPTOR(ts), INTERVAL '1' MINUTE))
GROUP BY window_start, window_end, window_time;
INSERT INTO out_rows
SELECT window_start, window_end, SUM(cnt)
FROM TABLE(TUMBLE(TABLE minute_counts, DESCRIPTOR(wt), INTERVAL '1' HOUR))
GROUP BY window_start, window_end;
