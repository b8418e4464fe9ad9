-- expect: reject
-- MAP_UNION takes maps only
CREATE TABLE t (
  i INT,
  s STRING
) WITH ('connector' = 'datagen');
SELECT MAP_UNION(MAP[1, i], 5) FROM t;
