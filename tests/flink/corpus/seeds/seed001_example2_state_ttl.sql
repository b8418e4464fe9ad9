-- expect: accept
-- seed 001 example 2 in Flink's form: STATE_TTL naming the subquery alias
CREATE TABLE t1 (`user_id` VARCHAR, `user_name` VARCHAR) WITH (
  'connector' = 'kafka',
  'topic' = 'user_info_001',
  'properties.bootstrap.servers' = 'localhost:9092',
  'properties.group.id' = 'testGroup',
  'scan.startup.mode' = 'latest-offset',
  'value.format' = 'csv'
);
CREATE TABLE t2 (user_id VARCHAR, score INT) WITH (
  'connector' = 'kafka',
  'topic' = 'user_score_001',
  'properties.bootstrap.servers' = 'localhost:9092',
  'properties.group.id' = 'testGroup',
  'scan.startup.mode' = 'latest-offset',
  'value.format' = 'csv'
);
CREATE TABLE print (`user_id` VARCHAR, `user_name` VARCHAR, `score` INT) WITH ('connector' = 'print');
INSERT INTO print
SELECT /*+ STATE_TTL('t1' = '60s', 't3' = '120s') */ t1.user_id, t1.user_name, t3.score
FROM t1
  JOIN (SELECT UPPER(t2.user_id) AS user_id, t2.score FROM t2) AS t3 ON t1.user_id = t3.user_id;
