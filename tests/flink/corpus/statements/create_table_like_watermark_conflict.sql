-- expect: reject
-- LIKE: a watermark on the base table's rowtime column while INCLUDING WATERMARKS
CREATE TABLE base (id INT, name STRING, ts TIMESTAMP(3), PRIMARY KEY (id) NOT ENFORCED, WATERMARK FOR ts AS ts) WITH ('connector' = 'filesystem', 'path' = '/tmp/x', 'format' = 'json');
CREATE TABLE t (WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) LIKE base (INCLUDING WATERMARKS);
