-- Correlated LATERAL subqueries without LIMIT, which Flink decorrelates into joins: the comma,
-- CROSS JOIN, JOIN ... ON TRUE and LEFT JOIN ... ON TRUE forms, equalities and other conditions
-- on the left side's columns, items computed from both sides, SELECT *, aliases, and a
-- subquery whose only reference to the left side is in its select list.
CREATE TABLE sales (id INT, region STRING, city STRING, amount INT)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/sales.csv', 'format' = 'csv', 'csv.null-literal' = '');
CREATE TABLE scores (id INT, team STRING, score INT, ts TIMESTAMP(3), ratio DOUBLE)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/scores.csv', 'format' = 'csv', 'csv.null-literal' = '');
SELECT s.id, s.region, x.team, x.score FROM sales s,
  LATERAL (SELECT team, score FROM scores WHERE scores.id = s.id AND scores.score > 5) AS x;
SELECT s.id, x.* FROM sales AS s CROSS JOIN LATERAL (SELECT * FROM scores WHERE scores.id + 1 = s.id) AS x;
SELECT s.id, s.amount, x.total, x.who FROM sales s
  LEFT JOIN LATERAL (SELECT score + s.amount AS total, team AS who FROM scores WHERE scores.id = s.id AND score < s.amount) AS x ON TRUE;
SELECT s.city, t.n, t.gap FROM sales s JOIN LATERAL (SELECT id AS n, s.amount - score AS gap FROM scores WHERE team = 'a') AS t (n, gap) ON TRUE;
SELECT s.id, y.c FROM sales s, LATERAL (SELECT s.city || '/' || team AS c FROM scores WHERE scores.id = 1) y;
SELECT s.id, z.team FROM sales s, LATERAL (SELECT team FROM scores WHERE s.amount IS NULL AND scores.id = 11) z;
SELECT s.id, z.team FROM sales s LEFT JOIN LATERAL (SELECT team FROM scores WHERE s.amount IS NULL AND scores.id = 11) z ON TRUE;
SELECT s.id, z.k FROM sales s LEFT JOIN LATERAL (SELECT COALESCE(s.amount, -1) + id AS k FROM scores WHERE scores.team = s.region) z ON TRUE;
