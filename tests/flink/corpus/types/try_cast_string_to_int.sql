-- expect: accept
-- TRY_CAST a STRING to INT
CREATE TABLE gen (
  i INT,
  s STRING,
  d DATE,
  b BOOLEAN,
  ts TIMESTAMP(3),
  ltz TIMESTAMP_LTZ(3),
  arr ARRAY<INT>
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (v INT) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT TRY_CAST(s AS INT) FROM gen;
