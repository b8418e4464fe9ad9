-- expect: reject
-- reading a field a ROW column does not have
CREATE TABLE gen (
  payload ROW<a INT, b STRING>
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  c INT
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT payload.c FROM gen;
