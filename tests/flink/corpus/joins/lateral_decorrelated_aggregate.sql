-- expect: accept
-- correlated LATERAL subquery with an aggregate (Flink decorrelates it; the engine does not yet)
CREATE TABLE sales (id INT, region STRING, city STRING, amount INT) WITH ('connector' = 'datagen');
CREATE TABLE scores (id INT, team STRING, score INT) WITH ('connector' = 'datagen');
SELECT s.id, x.n FROM sales s, LATERAL (SELECT COUNT(*) AS n FROM scores WHERE scores.id = s.id) x;
