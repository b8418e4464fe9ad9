-- expect: reject
-- 'watermark' is one of Flink's own reserved keywords: a bare column name is refused
CREATE TABLE page_stats (user_id INT, watermark BIGINT) WITH ('connector' = 'blackhole');
