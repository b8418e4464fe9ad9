-- expect: reject
-- PRIMARY KEY without NOT ENFORCED
CREATE TABLE t (id INT, name STRING, PRIMARY KEY (id)) WITH ('connector' = 'print');
