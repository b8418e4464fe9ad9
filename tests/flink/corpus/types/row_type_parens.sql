-- expect: accept
-- ROW(...) nested type with a nested ROW
CREATE TABLE gen (
  payload ROW(a INT, b ROW(c DOUBLE, d STRING))
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  payload ROW(a INT, b ROW(c DOUBLE, d STRING))
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
