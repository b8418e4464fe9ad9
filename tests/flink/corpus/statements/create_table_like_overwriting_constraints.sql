-- expect: reject
-- LIKE: OVERWRITING is no strategy for CONSTRAINTS
CREATE TABLE base (id INT, name STRING, ts TIMESTAMP(3), PRIMARY KEY (id) NOT ENFORCED, WATERMARK FOR ts AS ts) WITH ('connector' = 'filesystem', 'path' = '/tmp/x', 'format' = 'json');
CREATE TABLE t LIKE base (OVERWRITING CONSTRAINTS);
