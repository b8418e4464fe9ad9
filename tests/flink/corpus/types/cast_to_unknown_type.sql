-- expect: reject
-- CAST to a type that does not exist
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
INSERT INTO out_rows SELECT CAST(s AS NUMBER) FROM gen;
