-- Flink SQL Cookbook: Convert timestamps with timezones
-- (foundations/09_convert_timezones/09_convert_timezones.md).
-- Changed: the faker table iot_status reads ${DATA}/cookbook/iot_status.csv (filesystem, csv);
-- the file has timestamps near daylight-saving changes in each time zone.
CREATE TABLE iot_status ( 
    device_ip       STRING,
    device_timezone STRING,
    iot_timestamp   TIMESTAMP(3),
    status_code     STRING
) WITH (
  'connector' = 'filesystem',
  'path' = '${DATA}/cookbook/iot_status.csv',
  'format' = 'csv'
);

SELECT 
  device_ip, 
  device_timezone,
  iot_timestamp,
  convert_tz(cast(iot_timestamp as string), device_timezone, 'UTC') iot_timestamp_utc,
  status_code
FROM iot_status;
