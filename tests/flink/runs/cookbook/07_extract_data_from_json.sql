-- Flink SQL Cookbook: Extract data from JSON
-- (other-builtin-functions/07_extract_data_from_json/07_extract_data_from_json.md, a recipe in
-- the repository that the README does not list).
-- Changed: the faker table clients reads ${DATA}/cookbook/clients_json.json (filesystem, json;
-- each line holds the JSON document as the string json_string). Two documents lack a field, one
-- string is not JSON and one is a JSON array.
CREATE TEMPORARY TABLE clients (
   `json_string` STRING
 )
 WITH (
   'connector' = 'filesystem',
   'path' = '${DATA}/cookbook/clients_json.json',
   'format' = 'json'
 );

SELECT 
  json_string IS JSON as `Is JSON`, 
  JSON_EXISTS(json_string, '$.id') as `Is id present`,
  JSON_VALUE(json_string, '$.full_name') as `Full Name`,
  JSON_QUERY(json_string, '$.addresses[*].address') as `Address`,
  json_string as `Original JSON`
 FROM clients;
