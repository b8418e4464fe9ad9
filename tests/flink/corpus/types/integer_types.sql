-- expect: accept
-- TINYINT, SMALLINT, INT, INTEGER and BIGINT columns
CREATE TABLE gen (
  a TINYINT,
  b SMALLINT,
  c INT,
  d INTEGER,
  e BIGINT
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  a TINYINT,
  b SMALLINT,
  c INT,
  d INTEGER,
  e BIGINT
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
