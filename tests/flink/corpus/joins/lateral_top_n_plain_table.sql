-- expect: reject
-- correlated LATERAL subquery with LIMIT next to a plain table, not its DISTINCT keys
CREATE TABLE sales (id INT, region STRING, city STRING, amount INT) WITH ('connector' = 'datagen');
SELECT * FROM sales r, LATERAL (SELECT city FROM sales AS s WHERE s.region = r.region ORDER BY city LIMIT 2);
