-- expect: reject
-- INSERT of an INT into a STRING sink column
CREATE TABLE gen (v INT) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (v STRING) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT v FROM gen;
