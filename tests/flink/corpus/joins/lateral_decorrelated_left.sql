-- expect: accept
-- LEFT JOIN LATERAL without LIMIT, reading the left side in its select list; its own id shadows the left side's
CREATE TABLE sales (id INT, region STRING, city STRING, amount INT) WITH ('connector' = 'datagen');
CREATE TABLE scores (id INT, team STRING, score INT) WITH ('connector' = 'datagen');
SELECT s.id, x.* FROM sales s LEFT JOIN LATERAL (SELECT id, s.amount - score AS gap FROM scores WHERE team = s.region) x ON TRUE;
