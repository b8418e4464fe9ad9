-- Batch mode refuses a window over processing time, as Flink 1.20 does.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE orders (id INT, who STRING, amount INT, ts TIMESTAMP(3), pt AS PROCTIME())
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/orders.csv', 'format' = 'csv',
        'csv.null-literal' = '');
SELECT window_start, COUNT(*) AS c
FROM TABLE(TUMBLE(TABLE orders, DESCRIPTOR(pt), INTERVAL '10' SECOND))
GROUP BY window_start, window_end;
