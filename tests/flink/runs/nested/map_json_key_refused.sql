-- The json format writes map keys as object names: a MAP with INT keys is refused, also nested.
CREATE TABLE t (id INT, m ARRAY<MAP<INT, STRING>>)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/multisets.json', 'format' = 'json');
SELECT * FROM t;
