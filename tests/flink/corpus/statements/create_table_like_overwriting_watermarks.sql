-- expect: accept
-- LIKE: OVERWRITING WATERMARKS replaces the base table's watermark
CREATE TABLE base (id INT, name STRING, ts TIMESTAMP(3), PRIMARY KEY (id) NOT ENFORCED, WATERMARK FOR ts AS ts) WITH ('connector' = 'filesystem', 'path' = '/tmp/x', 'format' = 'json');
CREATE TABLE t (WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) LIKE base (OVERWRITING WATERMARKS);
