-- Flink SQL Cookbook: Detecting Patterns with MATCH_RECOGNIZE
-- (aggregations-and-analytics/08_match_recognize/08_match_recognize.md; stored in the repository
-- as aggregations-and-analytics/08/08_match_recognize.md).
-- Changed: the faker table subscriptions reads ${DATA}/cookbook/subscriptions.csv
-- (filesystem, csv). proc_time AS PROCTIME() stays: the pattern is matched in the order the rows
-- arrive (the file's order), and no processing-time value reaches the result.
CREATE TABLE subscriptions ( 
    id STRING,
    user_id INT,
    type STRING,
    start_date TIMESTAMP(3),
    end_date TIMESTAMP(3),
    payment_expiration TIMESTAMP(3),
    proc_time AS PROCTIME()
) WITH (
  'connector' = 'filesystem',
  'path' = '${DATA}/cookbook/subscriptions.csv',
  'format' = 'csv'
);

SELECT * 
FROM subscriptions
     MATCH_RECOGNIZE (PARTITION BY user_id 
                      ORDER BY proc_time
                      MEASURES
                        LAST(PREMIUM.type) AS premium_type,
                        AVG(TIMESTAMPDIFF(DAY,PREMIUM.start_date,PREMIUM.end_date)) AS premium_avg_duration,
                        BASIC.start_date AS downgrade_date
                      AFTER MATCH SKIP PAST LAST ROW
                      --Pattern: one or more 'premium' or 'platinum' subscription events (PREMIUM)
                      --followed by a 'basic' subscription event (BASIC) for the same `user_id`
                      PATTERN (PREMIUM+ BASIC)
                      DEFINE PREMIUM AS PREMIUM.type IN ('premium','platinum'),
                             BASIC AS BASIC.type = 'basic');
