-- expect: accept
-- correlated LATERAL subquery without LIMIT: Flink decorrelates it into a join
CREATE TABLE sales (id INT, region STRING, city STRING, amount INT) WITH ('connector' = 'datagen');
CREATE TABLE scores (id INT, team STRING, score INT) WITH ('connector' = 'datagen');
SELECT s.id, x.team FROM sales s, LATERAL (SELECT team FROM scores WHERE scores.id = s.id AND score > s.amount) x;
