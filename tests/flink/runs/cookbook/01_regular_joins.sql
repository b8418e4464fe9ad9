-- Flink SQL Cookbook: Regular Joins (joins/01_regular_joins/01_regular_joins.md; stored in the
-- repository as joins/01/01_regular_joins.md).
-- Changed: the bounded faker tables NOC and RealNames (10 rows each) read
-- ${DATA}/cookbook/noc.csv and real_names.csv (filesystem, csv, 10 rows each); agent ids repeat
-- on both sides and some have no match.
CREATE TABLE NOC (
  agent_id STRING,
  codename STRING
)
WITH (
  'connector' = 'filesystem',
  'path' = '${DATA}/cookbook/noc.csv',
  'format' = 'csv'
);

CREATE TABLE RealNames (
  agent_id STRING,
  name     STRING
)
WITH (
  'connector' = 'filesystem',
  'path' = '${DATA}/cookbook/real_names.csv',
  'format' = 'csv'
);

SELECT
    name,
    codename
FROM NOC
INNER JOIN RealNames ON NOC.agent_id = RealNames.agent_id;
