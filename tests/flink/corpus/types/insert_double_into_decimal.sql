-- expect: accept
-- INSERT of a DOUBLE into a DECIMAL sink column
CREATE TABLE gen (v DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (v DECIMAL(10, 2)) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT v FROM gen;
