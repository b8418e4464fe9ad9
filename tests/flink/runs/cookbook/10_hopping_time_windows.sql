-- Flink SQL Cookbook: Hopping Time Windows
-- (aggregations-and-analytics/10_hopping_time_windows/10_hopping_time_windows.md).
-- Changed: the faker table bids reads ${DATA}/cookbook/bids.csv (filesystem, csv). Some rows are
-- out of order within the 5 seconds of the watermark; two are late: b15 (10:00:40, after
-- 10:01:20) misses the window ending 10:01 but still counts in the one ending 10:01:30, and b16
-- (10:01:10, after 10:02:59) is late for both of its windows and dropped.
CREATE TABLE bids ( 
    bid_id STRING,
    currency_code STRING,
    bid_price DOUBLE, 
    transaction_time TIMESTAMP(3),
    WATERMARK FOR transaction_time AS transaction_time - INTERVAL '5' SECONDS
) WITH (
  'connector' = 'filesystem',
  'path' = '${DATA}/cookbook/bids.csv',
  'format' = 'csv'
);

SELECT window_start, window_end, currency_code, ROUND(AVG(bid_price),2) AS MovingAverageBidPrice
  FROM TABLE(
    HOP(TABLE bids, DESCRIPTOR(transaction_time), INTERVAL '30' SECONDS, INTERVAL '1' MINUTE))
  GROUP BY window_start, window_end, currency_code;
