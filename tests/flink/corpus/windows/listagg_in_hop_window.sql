-- expect: accept
-- LISTAGG and ARRAY_AGG(DISTINCT) merge across HOP slices on Flink (the engine does not run them there yet)
CREATE TABLE orders (
  id INT,
  customer STRING,
  amount INT,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen');
SELECT window_start, LISTAGG(customer), ARRAY_AGG(DISTINCT amount) FROM TABLE(HOP(TABLE orders, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '10' SECOND)) GROUP BY window_start, window_end;
