-- expect: reject
-- OPTIONS hint on the INSERT target with an option print does not know
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT, name STRING) WITH ('connector' = 'print');
INSERT INTO out_rows /*+ OPTIONS('print-prefix' = 'hinted') */ SELECT id, name FROM gen;
