-- expect: accept
-- LIKE without a column list, with new options
CREATE TABLE base (id INT, name STRING, ts TIMESTAMP(3), PRIMARY KEY (id) NOT ENFORCED, WATERMARK FOR ts AS ts) WITH ('connector' = 'filesystem', 'path' = '/tmp/x', 'format' = 'json');
CREATE TABLE t WITH ('path' = '/tmp/y') LIKE base;
