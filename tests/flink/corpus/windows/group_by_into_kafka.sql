-- expect: reject
-- a non-windowed GROUP BY updates, so a kafka sink rejects it
CREATE TABLE orders (
  order_id BIGINT,
  user_id INT,
  product STRING,
  amount DECIMAL(10, 2),
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (window_start TIMESTAMP(3), window_end TIMESTAMP(3), cnt BIGINT) WITH (
  'connector' = 'kafka',
  'topic' = 'windows',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json'
);
INSERT INTO out_rows
SELECT ts, ts, COUNT(*)
FROM orders
GROUP BY ts;
