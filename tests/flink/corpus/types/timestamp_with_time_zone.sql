-- expect: reject
-- TIMESTAMP WITH TIME ZONE is not supported by Flink
CREATE TABLE gen (
  a TIMESTAMP(3) WITH TIME ZONE
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  a TIMESTAMP(3) WITH TIME ZONE
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
