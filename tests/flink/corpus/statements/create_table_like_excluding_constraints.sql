-- expect: accept
-- LIKE: EXCLUDING CONSTRAINTS lets the new table declare its own key
CREATE TABLE base (id INT, name STRING NOT NULL, PRIMARY KEY (id) NOT ENFORCED) WITH ('connector' = 'filesystem', 'path' = '/tmp/x', 'format' = 'json');
CREATE TABLE t (PRIMARY KEY (name) NOT ENFORCED) LIKE base (EXCLUDING CONSTRAINTS);
