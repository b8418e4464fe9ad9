-- expect: accept
-- element access into ARRAY and MAP columns
CREATE TABLE gen (
  arr ARRAY<INT>,
  m MAP<STRING, INT>
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  x INT,
  y INT
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT arr[1], m['k'] FROM gen;
