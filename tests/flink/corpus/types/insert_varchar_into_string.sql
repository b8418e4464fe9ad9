-- expect: accept
-- INSERT of a VARCHAR(10) into a STRING sink column
CREATE TABLE gen (v VARCHAR(10)) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (v STRING) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT v FROM gen;
