-- expect: reject
-- JSON_ARRAYAGG cannot merge the slices of CUMULATE windows
CREATE TABLE orders (
  id INT,
  customer STRING,
  amount INT,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen');
SELECT window_start, JSON_ARRAYAGG(amount) FROM TABLE(CUMULATE(TABLE orders, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '20' SECOND)) GROUP BY window_start, window_end;
