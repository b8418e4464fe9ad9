-- Seed 001: join users with their scores from two Kafka topics, keeping each side's join state
-- for a different time (left 60 s, right 120 s).
--
-- Try it locally with the Kafka sandbox (a development tool: an in-memory mock cluster):
--   sluice kafka-sandbox --topic user_info_001 --topic user_score_001 \
--       --load user_info_001=users.csv --load user_score_001=scores.csv
-- It prints its bootstrap address (127.0.0.1:<port>); put it in place of 127.0.0.1:9092 below,
-- then: sluice run resources/examples/kafka_join_ttl.sql
-- Both sources read from the earliest offset up to the latest one at start, so the job ends by
-- itself; drop 'scan.bounded.mode' to keep it running on new messages.
CREATE TABLE user_info (`user_id` VARCHAR, `user_name` VARCHAR) WITH (
  'connector' = 'kafka',
  'topic' = 'user_info_001',
  'properties.bootstrap.servers' = '127.0.0.1:9092',
  'properties.group.id' = 'testGroup',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'value.format' = 'csv'
);
CREATE TABLE print (
  `user_id` VARCHAR,
  `user_name` VARCHAR,
  `score` INT
) WITH ('connector' = 'print');
CREATE TABLE user_score (user_id VARCHAR, score INT) WITH (
  'connector' = 'kafka',
  'topic' = 'user_score_001',
  'properties.bootstrap.servers' = '127.0.0.1:9092',
  'properties.group.id' = 'testGroup',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'value.format' = 'csv'
);
INSERT INTO
  print
SELECT
  t.user_id,
  t.user_name,
  d.score
FROM
  user_info AS t
  JOIN
  -- A different state TTL for the left and the right side of the join
  /*+ OPTIONS('state.ttl.left'='60S', 'state.ttl.right'='120S') */
  user_score AS d ON t.user_id = d.user_id;
