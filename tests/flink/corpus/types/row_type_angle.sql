-- expect: accept
-- ROW<...> nested type
CREATE TABLE gen (
  payload ROW<a INT, b STRING>
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  payload ROW<a INT, b STRING>
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
