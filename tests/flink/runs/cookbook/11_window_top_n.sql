-- Flink SQL Cookbook: Window Top-N (aggregations-and-analytics/11_window_top_n/11_window_top_n.md).
-- Changed: the faker table orders reads ${DATA}/cookbook/orders_topn.csv (filesystem, csv); each
-- window's suppliers have distinct sums, so the top 3 are unique; within a window the rows do
-- not come in the order of the sums (Bob's 14.0 before Joe's 60.0 in the window from 10:20).
CREATE TABLE orders ( 
    bidtime TIMESTAMP(3),
    price DOUBLE, 
    item STRING,
    supplier STRING,
    WATERMARK FOR bidtime AS bidtime - INTERVAL '5' SECONDS
) WITH (
  'connector' = 'filesystem',
  'path' = '${DATA}/cookbook/orders_topn.csv',
  'format' = 'csv'
);

SELECT *
    FROM (
        SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) as rownum
        FROM (
            SELECT window_start, window_end, supplier, SUM(price) as price, COUNT(*) as cnt
            FROM TABLE(
                TUMBLE(TABLE orders, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
            GROUP BY window_start, window_end, supplier
        )
    ) WHERE rownum <= 3;
