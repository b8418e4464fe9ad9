-- expect: accept
-- INSERT of a TIMESTAMP into a TIMESTAMP_LTZ sink column
CREATE TABLE gen (v TIMESTAMP(3)) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (v TIMESTAMP_LTZ(3)) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT v FROM gen;
