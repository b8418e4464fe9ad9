-- Flink SQL Cookbook: Watermarks (aggregations-and-analytics/02_watermarks/02_watermarks.md).
-- Changed: the faker table doctor_sightings reads ${DATA}/cookbook/doctor_sightings.csv
-- (filesystem, csv). The file has rows out of order within the 15 seconds of the watermark and
-- one late row (Tenth Doctor at 10:00:50 after 10:01:50), which the window drops.
CREATE TABLE doctor_sightings (
  doctor        STRING,
  sighting_time TIMESTAMP(3),
  WATERMARK FOR sighting_time AS sighting_time - INTERVAL '15' SECONDS
)
WITH (
  'connector' = 'filesystem',
  'path' = '${DATA}/cookbook/doctor_sightings.csv',
  'format' = 'csv'
);

SELECT 
    doctor,
    TUMBLE_ROWTIME(sighting_time, INTERVAL '1' MINUTE) AS sighting_time,
    COUNT(*) AS sightings
FROM doctor_sightings
GROUP BY 
    TUMBLE(sighting_time, INTERVAL '1' MINUTE),
    doctor;
