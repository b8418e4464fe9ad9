-- expect: reject
-- TUMBLE on a TIMESTAMP column without a watermark (not a time attribute)
CREATE TABLE plain (id INT, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (window_start TIMESTAMP(3), window_end TIMESTAMP(3), cnt BIGINT) WITH ('connector' = 'print');
INSERT INTO out_rows
SELECT window_start, window_end, COUNT(*)
FROM TABLE(TUMBLE(TABLE plain, DESCRIPTOR(ts), INTERVAL '1' MINUTE))
GROUP BY window_start, window_end;
