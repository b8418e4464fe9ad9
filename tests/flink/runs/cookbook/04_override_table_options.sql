-- Flink SQL Cookbook: Overriding table options
-- (other-builtin-functions/04_override_table_options/04_override_table_options.md).
-- Changed: airports reads ${DATA}/cookbook/airports.csv, eight rows of the recipe's airports.csv
-- (filesystem, csv, as in the recipe), three of them with empty LATITUDE and LONGITUDE. The
-- recipe's first query, SELECT * FROM airports without the hint, fails on those rows (as the
-- recipe says) and is left out; its Kafka example has no table here and is left out too.
CREATE TABLE `airports` (
  `IATA_CODE` CHAR(3),
  `AIRPORT` STRING,
  `CITY` STRING,
  `STATE` CHAR(2),
  `COUNTRY` CHAR(3),
  `LATITUDE` DOUBLE NULL,
  `LONGITUDE` DOUBLE NULL,
  PRIMARY KEY (`IATA_CODE`) NOT ENFORCED
) WITH (
  'connector' = 'filesystem',
  'path' = '${DATA}/cookbook/airports.csv',
  'format' = 'csv'
);

SELECT * FROM `airports` /*+ OPTIONS('csv.ignore-parse-errors'='true') */;

SELECT * FROM `airports` /*+ OPTIONS('csv.ignore-parse-errors'='true') */ WHERE `LATITUDE` IS NULL;
