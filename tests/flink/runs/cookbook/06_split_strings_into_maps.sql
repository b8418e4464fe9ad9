-- Flink SQL Cookbook: Split strings into maps
-- (other-builtin-functions/06_split_strings_into_maps/06_split_strings_into_maps.md).
-- Changed: the faker table customers reads ${DATA}/cookbook/customers.json (filesystem, json; the
-- addresses contain commas).
CREATE TABLE `customers` (
  `identifier` STRING,
  `fullname` STRING,
  `postal_address` STRING,
  `residential_address` STRING
) WITH (
  'connector' = 'filesystem',
  'path' = '${DATA}/cookbook/customers.json',
  'format' = 'json'
);

SELECT 
  `identifier`,
  `fullname`,
  STR_TO_MAP('postal_address:' || postal_address || ';residential_address:' || residential_address,';',':') AS `addresses`
FROM `customers`;
