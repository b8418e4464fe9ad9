-- expect: reject
-- MAP needs a key and a value type
CREATE TABLE gen (
  a MAP<STRING>
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  a MAP<STRING>
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
