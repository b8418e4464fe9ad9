-- expect: accept
-- INSERT of a nullable column into a NOT NULL sink column (checked at run time)
CREATE TABLE gen (v INT) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (v INT NOT NULL) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT v FROM gen;
