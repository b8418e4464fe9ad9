-- The current filesystem connector is no lookup source: Flink refuses a processing-time temporal
-- join against it.
CREATE TABLE clicks (id INT, who STRING, ts TIMESTAMP(3), pt AS PROCTIME())
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/clicks.csv', 'format' = 'csv');
CREATE TABLE side (key BIGINT, `value` STRING, PRIMARY KEY (key) NOT ENFORCED)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/side.txt', 'format' = 'csv');
SELECT C.id, S.`value` FROM clicks C JOIN side FOR SYSTEM_TIME AS OF C.pt AS S ON C.id = S.key;
