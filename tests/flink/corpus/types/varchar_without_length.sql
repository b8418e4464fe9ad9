-- expect: accept
-- VARCHAR without a length is VARCHAR(1) in DDL
CREATE TABLE gen (
  a VARCHAR
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  a VARCHAR
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
