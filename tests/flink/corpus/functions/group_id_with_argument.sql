-- expect: reject
-- GROUP_ID takes no argument
CREATE TABLE t (
  i INT,
  j INT,
  s STRING,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen');
SELECT i, GROUP_ID(i) FROM t GROUP BY CUBE(i);
