-- expect: accept
-- MAP_UNION of maps differing only in string lengths and nullability
CREATE TABLE t (
  i INT,
  s STRING
) WITH ('connector' = 'datagen');
SELECT MAP_UNION(MAP[1, 'a'], MAP[i, s], MAP[2, 'bcd']), CURRENT_DATABASE() FROM t;
