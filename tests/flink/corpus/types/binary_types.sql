-- expect: accept
-- BINARY(n), VARBINARY(n) and BYTES columns
CREATE TABLE gen (
  a BINARY(4),
  b VARBINARY(16),
  c BYTES
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  a BINARY(4),
  b VARBINARY(16),
  c BYTES
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
