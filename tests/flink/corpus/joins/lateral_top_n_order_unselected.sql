-- expect: reject
-- correlated LATERAL subquery with LIMIT ordered by a column it does not select
CREATE TABLE sales (id INT, region STRING, city STRING, amount INT) WITH ('connector' = 'datagen');
SELECT * FROM (SELECT DISTINCT region FROM sales) r, LATERAL (SELECT city FROM sales WHERE region = r.region ORDER BY amount LIMIT 2);
