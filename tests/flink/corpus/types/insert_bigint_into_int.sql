-- expect: reject
-- INSERT does not narrow BIGINT to an INT sink column
CREATE TABLE gen (v BIGINT) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (v INT) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT v FROM gen;
