-- Flink SQL Cookbook: Retrieve previous row value without self-join
-- (aggregations-and-analytics/12_lag/12_lag.md).
-- Changed: the faker table fake_stocks reads ${DATA}/cookbook/fake_stocks.csv (filesystem, csv).
-- The recipe's log_time AS PROCTIME() is in the result; to make it deterministic, log_time is the
-- file's TIMESTAMP(3) column with WATERMARK FOR log_time AS log_time - INTERVAL '5' SECONDS (the
-- OVER window orders by event time instead of processing time). The query is unchanged.
CREATE TABLE fake_stocks ( 
    stock_name STRING,
    stock_value double, 
    log_time TIMESTAMP(3),
    WATERMARK FOR log_time AS log_time - INTERVAL '5' SECONDS
) WITH (
  'connector' = 'filesystem',
  'path' = '${DATA}/cookbook/fake_stocks.csv',
  'format' = 'csv'
);

WITH current_and_previous as (
    select 
        stock_name,
        log_time, 
        stock_value, 
        lag(stock_value, 1) over (partition by stock_name order by log_time) previous_value 
    from fake_stocks
)
select *, 
    case 
        when stock_value > previous_value then '▲'
        when stock_value < previous_value then '▼'
        else '=' 
    end as trend 
from current_and_previous;
