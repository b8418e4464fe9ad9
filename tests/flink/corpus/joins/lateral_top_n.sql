-- expect: accept
-- correlated LATERAL subquery with ORDER BY and LIMIT over the table the left side takes DISTINCT of: a Top-N
CREATE TABLE sales (id INT, region STRING, city STRING, amount INT) WITH ('connector' = 'datagen');
SELECT * FROM (SELECT DISTINCT region FROM sales) r, LATERAL (SELECT city, amount FROM sales WHERE region = r.region ORDER BY amount DESC LIMIT 2);
