-- expect: reject
-- PRIMARY KEY on a column the table lacks
CREATE TABLE t (id INT, name STRING, PRIMARY KEY (uid) NOT ENFORCED) WITH ('connector' = 'print');
