-- expect: reject
-- ROLLUP and CUBE take expressions, not ()
CREATE TABLE t (
  i INT,
  j INT,
  s STRING,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen');
SELECT i, COUNT(*) FROM t GROUP BY ROLLUP(i, ());
