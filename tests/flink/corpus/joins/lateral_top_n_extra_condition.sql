-- expect: reject
-- correlated LATERAL subquery with LIMIT and a condition beside the equality
CREATE TABLE sales (id INT, region STRING, city STRING, amount INT) WITH ('connector' = 'datagen');
SELECT * FROM (SELECT DISTINCT region FROM sales) r, LATERAL (SELECT city, amount FROM sales WHERE region = r.region AND amount > 5 ORDER BY amount LIMIT 2);
