-- expect: accept
-- TUMBLE on a processing-time attribute
CREATE TABLE clicks (id INT, proc AS PROCTIME()) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (window_start TIMESTAMP(3), window_end TIMESTAMP(3), cnt BIGINT) WITH ('connector' = 'print');
INSERT INTO out_rows
SELECT window_start, window_end, COUNT(*)
FROM TABLE(TUMBLE(TABLE clicks, DESCRIPTOR(proc), INTERVAL '1' MINUTE))
GROUP BY window_start, window_end;
