-- The csv format has no MULTISET.
CREATE TABLE t (id INT, tags MULTISET<STRING>)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/fruit.csv', 'format' = 'csv');
SELECT * FROM t;
