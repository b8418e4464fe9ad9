-- expect: accept
-- MATCH_RECOGNIZE with an alias and the select list reading it
CREATE TABLE t (sym STRING, price INT, tax INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '1' SECOND)
  WITH ('connector' = 'datagen');
SELECT T.sym, T.ap + 1 AS x FROM t MATCH_RECOGNIZE (PARTITION BY sym ORDER BY ts
  MEASURES A.price AS ap PATTERN (A B) DEFINE B AS B.price > A.price) AS T WHERE T.ap > 3;
