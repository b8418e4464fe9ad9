-- expect: accept
-- interval join with two comparisons
CREATE TABLE orders (
  order_id BIGINT,
  user_id INT,
  product STRING,
  amount DECIMAL(10, 2),
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');
CREATE TABLE shipments (
  ship_id BIGINT,
  order_id BIGINT,
  ship_ts TIMESTAMP(3),
  WATERMARK FOR ship_ts AS ship_ts - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (order_id BIGINT, ship_id BIGINT) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT o.order_id, s.ship_id FROM orders o, shipments s WHERE o.order_id = s.order_id AND s.ship_ts >= o.ts AND s.ship_ts < o.ts + INTERVAL '1' DAY;
