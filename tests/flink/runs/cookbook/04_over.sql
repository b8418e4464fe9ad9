-- Flink SQL Cookbook: Rolling Aggregations on Time Series Data
-- (aggregations-and-analytics/04_over/04_over.md).
-- Changed: the faker table temperature_measurements reads
-- ${DATA}/cookbook/temperature_measurements.csv (filesystem, csv). The file has two rows with the
-- same time in one city, rows out of order within the watermark delay and one late row (Munich
-- at 10:01:50 after 10:02:25).
CREATE TEMPORARY TABLE temperature_measurements (
  measurement_time TIMESTAMP(3),
  city STRING,
  temperature FLOAT, 
  WATERMARK FOR measurement_time AS measurement_time - INTERVAL '15' SECONDS
)
WITH (
  'connector' = 'filesystem',
  'path' = '${DATA}/cookbook/temperature_measurements.csv',
  'format' = 'csv'
);

SELECT 
  measurement_time,
  city, 
  temperature,
  AVG(CAST(temperature AS FLOAT)) OVER last_minute AS avg_temperature_minute,
  MAX(temperature) OVER last_minute AS min_temperature_minute,
  MIN(temperature) OVER last_minute AS max_temperature_minute,
  STDDEV(CAST(temperature AS FLOAT)) OVER last_minute AS stdev_temperature_minute
FROM temperature_measurements 
WINDOW last_minute AS (
  PARTITION BY city
  ORDER BY measurement_time
  RANGE BETWEEN INTERVAL '1' MINUTE PRECEDING AND CURRENT ROW 
);
