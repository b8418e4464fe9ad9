-- The json format writes map keys as object names: a MULTISET<INT> (a map from INT) is refused.
CREATE TABLE t (id INT, scores MULTISET<INT>)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/multisets.json', 'format' = 'json');
SELECT * FROM t;
