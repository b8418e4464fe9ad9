-- expect: reject
-- LISTAGG(DISTINCT ...) in a HOP window: Flink's insert-only LISTAGG cannot retract
CREATE TABLE orders (
  id INT,
  customer STRING,
  amount INT,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen');
SELECT window_start, LISTAGG(DISTINCT customer) FROM TABLE(HOP(TABLE orders, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '10' SECOND)) GROUP BY window_start, window_end;
