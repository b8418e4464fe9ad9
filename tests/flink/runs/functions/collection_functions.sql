-- The ARRAY_* and MAP_* functions on constants and on columns: NULL elements, positions from 1,
-- negative slice bounds, the join's NULL replacement, maps taken apart and built from arrays.
CREATE TABLE orders (
  id INT,
  tags ARRAY<STRING>,
  attrs MAP<STRING, STRING>
) WITH ('connector' = 'filesystem', 'path' = '${DATA}/orders_nested.json', 'format' = 'json');
SELECT ARRAY_CONTAINS(ARRAY[1, 2, CAST(NULL AS INT)], 2), ARRAY_CONTAINS(ARRAY[1, CAST(NULL AS INT)], CAST(NULL AS INT)),
       ARRAY_POSITION(ARRAY[5, 6, 5], 5), ARRAY_POSITION(ARRAY[5], 9), ARRAY_REVERSE(ARRAY[1, 2, 3]),
       ARRAY_DISTINCT(ARRAY[1, 1, CAST(NULL AS INT), 2, CAST(NULL AS INT)]), ARRAY_REMOVE(ARRAY[1, 2, 1, CAST(NULL AS INT)], 1),
       ARRAY_APPEND(ARRAY[1], 2), ARRAY_PREPEND(ARRAY[1], 0), ARRAY_CONCAT(ARRAY[1], ARRAY[2, 3]),
       ARRAY_SLICE(ARRAY[1, 2, 3, 4], 2, 3), ARRAY_SLICE(ARRAY[1, 2, 3, 4], -2), ARRAY_SLICE(ARRAY[1, 2, 3], 0, 9),
       ARRAY_JOIN(ARRAY['a', CAST(NULL AS STRING), 'c'], '-'), ARRAY_JOIN(ARRAY['a', CAST(NULL AS STRING)], '-', 'N'),
       ARRAY_MAX(ARRAY[3, 7, CAST(NULL AS INT)]), ARRAY_MIN(ARRAY[3, 7]), MAP_KEYS(MAP['a', 1]), MAP_VALUES(MAP['a', 1]),
       MAP_ENTRIES(MAP['a', 1]), MAP_FROM_ARRAYS(ARRAY['x'], ARRAY[1]);
SELECT id, ARRAY_CONTAINS(tags, 'gift'), ARRAY_POSITION(tags, 'gift'), ARRAY_REVERSE(tags), ARRAY_DISTINCT(tags),
       ARRAY_REMOVE(tags, 'gift'), ARRAY_APPEND(tags, 'x'), ARRAY_CONCAT(tags, ARRAY['y']), ARRAY_SLICE(tags, 1, 1),
       ARRAY_JOIN(tags, '+', '?'), ARRAY_MAX(tags), ARRAY_MIN(tags), MAP_VALUES(attrs), CARDINALITY(MAP_KEYS(attrs))
FROM orders;
