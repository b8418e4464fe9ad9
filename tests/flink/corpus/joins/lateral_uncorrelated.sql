-- expect: accept
-- LATERAL subquery that reads nothing of the left side: an ordinary join
CREATE TABLE sales (id INT, region STRING, city STRING, amount INT) WITH ('connector' = 'datagen');
SELECT * FROM (SELECT DISTINCT region FROM sales) r, LATERAL (SELECT city FROM sales WHERE amount > 10);
