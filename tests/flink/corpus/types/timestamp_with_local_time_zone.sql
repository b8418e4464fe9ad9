-- expect: accept
-- TIMESTAMP(3) WITH LOCAL TIME ZONE spelled out
CREATE TABLE gen (
  a TIMESTAMP(3) WITH LOCAL TIME ZONE
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  a TIMESTAMP(3) WITH LOCAL TIME ZONE
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
