-- expect: accept
-- JOIN LATERAL with a condition other than TRUE
CREATE TABLE sales (id INT, region STRING, city STRING, amount INT) WITH ('connector' = 'datagen');
CREATE TABLE scores (id INT, team STRING, score INT) WITH ('connector' = 'datagen');
SELECT s.id, x.team FROM sales s JOIN LATERAL (SELECT team, score FROM scores WHERE scores.id = s.id) x ON x.score > 3;
