-- expect: accept
-- reading a field of a ROW column
CREATE TABLE gen (
  payload ROW<a INT, b STRING>
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  a INT,
  b STRING
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT payload.a, payload.b FROM gen;
