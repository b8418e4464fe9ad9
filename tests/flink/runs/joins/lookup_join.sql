-- A processing-time temporal join against Flink's legacy csv file source (a lookup source):
-- keys computed on the input row and widened to the table's key type, a remaining condition on
-- the table's columns, inner and left.
CREATE TABLE clicks (id INT, who STRING, ts TIMESTAMP(3), pt AS PROCTIME())
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/clicks.csv', 'format' = 'csv');
CREATE TABLE side (key BIGINT, `value` VARCHAR)
  WITH ('connector.type' = 'filesystem', 'connector.path' = 'file://${DATA}/side.txt', 'format.type' = 'csv');
CREATE TABLE out1 (id INT, who STRING, v STRING) WITH ('connector' = 'print');
INSERT INTO out1
SELECT C.id, C.who, S.`value` FROM clicks C JOIN side FOR SYSTEM_TIME AS OF C.pt AS S
ON MOD(C.id, 4) = S.key WHERE C.id > 2;
SELECT C.id, S.`value` FROM clicks C LEFT JOIN side FOR SYSTEM_TIME AS OF C.pt AS S
ON C.id = S.key AND S.`value` <> 'two';
