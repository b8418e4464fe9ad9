-- expect: reject
-- correlated LATERAL subquery with LIMIT selecting an expression
CREATE TABLE sales (id INT, region STRING, city STRING, amount INT) WITH ('connector' = 'datagen');
SELECT * FROM (SELECT DISTINCT region FROM sales) r, LATERAL (SELECT amount * 2 AS twice FROM sales WHERE region = r.region ORDER BY amount LIMIT 2);
