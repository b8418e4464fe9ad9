-- expect: accept
-- DATE, TIME, TIMESTAMP and TIMESTAMP_LTZ columns
CREATE TABLE gen (
  a DATE,
  b TIME,
  c TIME(3),
  d TIMESTAMP,
  e TIMESTAMP(6),
  f TIMESTAMP_LTZ(3)
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  a DATE,
  b TIME,
  c TIME(3),
  d TIMESTAMP,
  e TIMESTAMP(6),
  f TIMESTAMP_LTZ(3)
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
