-- Flink SQL Cookbook: Filtering out Late Data
-- (other-builtin-functions/03_current_watermark/03_current_watermark.md).
-- Changed: the faker table mobile_usage reads ${DATA}/cookbook/mobile_usage.csv (filesystem, csv;
-- TIMESTAMP_LTZ values written as 2024-01-01 10:00:00Z). The recipe's ingest_time AS PROCTIME()
-- went into late_usage_events, so that sink's rows depended on processing time; to make the
-- result deterministic, ingest_time is left out of mobile_usage and of late_usage_events. The
-- blackhole sinks are print sinks, so that the rows written are compared. The views (with the
-- recipe's conditions as written) are unchanged; which rows they keep depends on the watermark
-- each row sees, which Flink advances row by row.
CREATE TABLE `mobile_usage` ( 
    `activity` STRING, 
    `client_ip` STRING,
    `log_time` TIMESTAMP_LTZ(3), 
    WATERMARK FOR log_time AS log_time - INTERVAL '15' SECONDS
) WITH (
  'connector' = 'filesystem',
  'path' = '${DATA}/cookbook/mobile_usage.csv',
  'format' = 'csv'
);

-- Create sink table for rows that are non-late
CREATE TABLE `unique_users_per_window` ( 
    `window_start` TIMESTAMP(3), 
    `window_end` TIMESTAMP(3),
    `ip_addresses` BIGINT
) WITH (
  'connector' = 'print'
);

-- Create sink table for rows that are late
CREATE TABLE `late_usage_events` ( 
    `activity` STRING, 
    `client_ip` STRING,
    `log_time` TIMESTAMP_LTZ(3), 
    `current_watermark` TIMESTAMP_LTZ(3)    
) WITH (
  'connector' = 'print'
);

-- Create a view with non-late data

CREATE TEMPORARY VIEW `mobile_data` AS
    SELECT * FROM mobile_usage
    WHERE CURRENT_WATERMARK(log_time) IS NOT NULL
          OR log_time < CURRENT_WATERMARK(log_time);

CREATE TEMPORARY VIEW `late_mobile_data` AS 
    SELECT * FROM mobile_usage
        WHERE CURRENT_WATERMARK(log_time) IS NULL
              OR log_time > CURRENT_WATERMARK(log_time);

BEGIN STATEMENT SET;

-- Send all rows that are non-late to the sink for data that's on time
INSERT INTO `unique_users_per_window`
    SELECT `window_start`, `window_end`, COUNT(DISTINCT client_ip) AS `ip_addresses`
      FROM TABLE(
        TUMBLE(TABLE mobile_data, DESCRIPTOR(log_time), INTERVAL '1' MINUTE))
      GROUP BY window_start, window_end;

-- Send all rows that are late to the sink for late data
INSERT INTO `late_usage_events`
    SELECT *, CURRENT_WATERMARK(log_time) as `current_watermark` from `late_mobile_data`;
      
END;
