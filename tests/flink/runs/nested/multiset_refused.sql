-- Flink 1.20 validates CARDINALITY of a MULTISET but cannot run it.
CREATE TABLE t (id INT, tags MULTISET<STRING>)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/multisets.json', 'format' = 'json');
SELECT id, CARDINALITY(tags) AS n FROM t;
