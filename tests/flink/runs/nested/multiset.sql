-- MULTISET columns: read from and written to JSON (an object of element -> count), printed as
-- Flink prints them ({a=2, b=1}), cast to STRING and to another MULTISET, compared, grouped by,
-- and expanded by UNNEST (each element as often as it counts).
CREATE TABLE t (id INT, tags MULTISET<STRING>)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/multisets.json', 'format' = 'json');
CREATE TABLE p (id INT, tags MULTISET<STRING>, short MULTISET<VARCHAR(1)>) WITH ('connector' = 'print');
INSERT INTO p SELECT id, tags, CAST(tags AS MULTISET<VARCHAR(1)>) FROM t;
CREATE TABLE o (id INT, tags MULTISET<STRING>) WITH ('connector' = 'filesystem', 'path' = '${OUT}', 'format' = 'json');
INSERT INTO o SELECT id, tags FROM t WHERE id > 1;
SELECT id, CAST(tags AS STRING) AS s FROM t;
SELECT id, tag FROM t CROSS JOIN UNNEST(tags) AS u (tag);
SELECT id, tag FROM t LEFT JOIN UNNEST(tags) AS u (tag) ON TRUE;
SELECT tags, COUNT(*) AS n FROM t GROUP BY tags;
SELECT a.id, b.id AS same FROM t a JOIN t b ON a.tags = b.tags WHERE a.id < b.id;
