-- expect: accept
-- PRIMARY KEY ... NOT ENFORCED
CREATE TABLE t (id INT, name STRING, PRIMARY KEY (id) NOT ENFORCED) WITH ('connector' = 'print');
