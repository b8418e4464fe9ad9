-- expect: reject
-- LIKE: a key on a nullable base-table column (Flink checks the key after merging the schemas)
CREATE TABLE base (id INT, name STRING, ts TIMESTAMP(3), PRIMARY KEY (id) NOT ENFORCED, WATERMARK FOR ts AS ts) WITH ('connector' = 'filesystem', 'path' = '/tmp/x', 'format' = 'json');
CREATE TABLE t (PRIMARY KEY (name) NOT ENFORCED) LIKE base (EXCLUDING CONSTRAINTS);
