-- expect: reject
-- correlated LATERAL subquery with OFFSET: no Top-N form
CREATE TABLE sales (id INT, region STRING, city STRING, amount INT) WITH ('connector' = 'datagen');
SELECT * FROM (SELECT DISTINCT region FROM sales) r, LATERAL (SELECT city, amount FROM sales WHERE region = r.region ORDER BY amount LIMIT 2 OFFSET 1);
