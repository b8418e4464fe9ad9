-- Seed 001: join users with their scores from two Kafka topics, keeping each side's join state
-- for a different time (left 60 s, right 120 s of processing time).
--
-- Try it locally with the Kafka sandbox (a development tool: an in-memory mock cluster that
-- accepts clients on 127.0.0.1:9092, Kafka's usual address). From the repository's top folder:
--   sluice kafka-sandbox --load user_info_001=resources/examples/kafka_join_ttl/user_info_001.csv \
--       --load user_score_001=resources/examples/kafka_join_ttl/user_score_001.csv
-- then, in another terminal:
--   sluice run resources/examples/kafka_join_ttl.sql
-- It prints +I[u1, Alice, 90], +I[u1, Alice, 95] and +I[u3, Carol, 70] (u2 has no score, u4 no
-- user). On a Flink cluster, put your brokers' address in place of 127.0.0.1:9092; nothing else
-- changes. Both sources read from the earliest offset up to the latest one at start, so the job
-- ends by itself; drop 'scan.bounded.mode' to keep it running on new messages, and the TTLs show:
-- a score arriving more than 60 s after its user no longer joins, a user arriving more than
-- 120 s after a score no longer sees it.
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
