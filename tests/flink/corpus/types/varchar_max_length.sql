-- expect: accept
-- VARCHAR(2147483647), the same as STRING
CREATE TABLE gen (
  a VARCHAR(2147483647)
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  a VARCHAR(2147483647)
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
