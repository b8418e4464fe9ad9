-- expect: accept
-- OPTIONS hint on the INSERT target
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT, name STRING) WITH ('connector' = 'print');
INSERT INTO out_rows /*+ OPTIONS('print-identifier' = 'hinted') */ SELECT id, name FROM gen;
