-- expect: reject
-- 'string' is one of Flink's own reserved keywords: a bare column name is refused
CREATE TABLE page_stats (user_id INT, string BIGINT) WITH ('connector' = 'blackhole');
