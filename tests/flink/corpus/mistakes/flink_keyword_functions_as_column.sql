-- expect: reject
-- 'functions' is one of Flink's own reserved keywords: a bare column name is refused
CREATE TABLE page_stats (user_id INT, functions BIGINT) WITH ('connector' = 'blackhole');
