-- Flink SQL Cookbook: Generate JSON from data
-- (other-builtin-functions/08_generate_json_from_data/08_generate_json_from_data.md, a recipe in
-- the repository that the README does not list).
-- Changed: the faker table clients reads ${DATA}/cookbook/clients.json (filesystem, json, for the
-- ARRAY column); some prefixes repeat; one subtask, as JSON_ARRAYAGG lists values in arrival
-- order, which parallel subtasks interleave differently from run to run (in Flink too).
SET 'parallelism.default' = '1';
CREATE TEMPORARY TABLE clients (
  `prefix` STRING,
  `first_name` STRING,
  `last_name` STRING,
  `address` ARRAY<STRING>
)
WITH (
  'connector' = 'filesystem',
  'path' = '${DATA}/cookbook/clients.json',
  'format' = 'json'
);

SELECT 
 JSON_OBJECT(KEY 'First Name' VALUE first_name, KEY 'Last Name' VALUE last_name, KEY 'address' VALUE address) AS `json_object`, 
 JSON_ARRAY(first_name, last_name) AS `json_array` 
FROM clients;

SELECT JSON_OBJECTAGG(KEY prefix VALUE cnt)
  FROM (SELECT prefix, COUNT(1) cnt FROM clients GROUP BY prefix) t WHERE cnt > 1;

SELECT JSON_ARRAYAGG(prefix)
  FROM (SELECT DISTINCT prefix FROM clients) t;
