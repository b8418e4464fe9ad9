-- expect: reject
-- INSERT of a STRING into an INT sink column
CREATE TABLE gen (v STRING) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (v INT) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT v FROM gen;
