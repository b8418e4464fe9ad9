-- expect: reject
-- correlated LATERAL subquery with LIMIT and no ORDER BY: orderKey should not be empty
CREATE TABLE sales (id INT, region STRING, city STRING, amount INT) WITH ('connector' = 'datagen');
SELECT * FROM (SELECT DISTINCT region FROM sales) r, LATERAL (SELECT city FROM sales WHERE region = r.region LIMIT 2);
