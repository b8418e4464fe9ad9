-- expect: accept
-- MAP<STRING, INT> and a MAP of ARRAY
CREATE TABLE gen (
  a MAP<STRING, INT>,
  b MAP<STRING, ARRAY<BIGINT>>
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  a MAP<STRING, INT>,
  b MAP<STRING, ARRAY<BIGINT>>
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
