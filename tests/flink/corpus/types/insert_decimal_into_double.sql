-- expect: accept
-- INSERT of a DECIMAL into a DOUBLE sink column
CREATE TABLE gen (v DECIMAL(10, 2)) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (v DOUBLE) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT v FROM gen;
