-- expect: accept
-- INSERT widens INT to a BIGINT sink column
CREATE TABLE gen (v INT) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (v BIGINT) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT v FROM gen;
