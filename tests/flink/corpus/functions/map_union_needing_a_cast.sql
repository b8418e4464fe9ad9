-- expect: reject
-- MAP_UNION of maps whose value types differ beyond nullability: Flink cannot cast the map
CREATE TABLE t (
  i INT,
  s STRING
) WITH ('connector' = 'datagen');
SELECT MAP_UNION(MAP[1, i], MAP[2, CAST(3 AS BIGINT)]) FROM t;
