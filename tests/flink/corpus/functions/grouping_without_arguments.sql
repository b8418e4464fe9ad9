-- expect: reject
-- GROUPING takes at least one argument, GROUP_ID none
CREATE TABLE t (
  i INT,
  j INT,
  s STRING,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen');
SELECT i, GROUPING() FROM t GROUP BY i;
