-- Flink SQL Cookbook: Working with Dates and Timestamps
-- (other-builtin-functions/01_date_time/01_date_time.md).
-- Changed: the faker table subscriptions reads ${DATA}/cookbook/subscriptions_date_time.csv
-- (filesystem, csv). The recipe's WHERE compares with CURRENT_TIMESTAMP, so its result depends on
-- when it runs; to make it deterministic, CURRENT_TIMESTAMP is the literal
-- TIMESTAMP '2021-01-01 00:00:00'. FROM_UNIXTIME and TO_TIMESTAMP use the session time zone
-- (table.local-time-zone, the machine's zone by default on both engines). The payment
-- expirations lie around the turn of the year, where the week-based year of 'YYYYww' differs
-- from the calendar year.
CREATE TABLE subscriptions ( 
    id STRING,
    start_date INT,
    end_date INT,
    payment_expiration TIMESTAMP(3)
) WITH (
  'connector' = 'filesystem',
  'path' = '${DATA}/cookbook/subscriptions_date_time.csv',
  'format' = 'csv'
);

SELECT 
  id,
  TO_TIMESTAMP(FROM_UNIXTIME(start_date)) AS start_date,
  TO_TIMESTAMP(FROM_UNIXTIME(end_date)) AS end_date,
  DATE_FORMAT(payment_expiration,'YYYYww') AS exp_yweek,
  EXTRACT(DAY FROM payment_expiration) AS exp_day,     --same as DAYOFMONTH(ts)
  EXTRACT(MONTH FROM payment_expiration) AS exp_month, --same as MONTH(ts)
  EXTRACT(YEAR FROM payment_expiration) AS exp_year    --same as YEAR(ts)
FROM subscriptions
WHERE 
  TIMESTAMPDIFF(DAY,TIMESTAMP '2021-01-01 00:00:00',payment_expiration) < 30;
