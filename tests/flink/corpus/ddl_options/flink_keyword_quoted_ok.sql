-- expect: accept
-- Flink's own reserved keywords are fine as names once back-quoted
CREATE TABLE page_stats (user_id INT, `views` BIGINT, `comment` STRING, `watermark` BIGINT)
  WITH ('connector' = 'blackhole');
