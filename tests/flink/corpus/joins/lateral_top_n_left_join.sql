-- expect: reject
-- correlated LATERAL subquery with LIMIT in a LEFT JOIN: Flink has no plan for it
CREATE TABLE sales (id INT, region STRING, city STRING, amount INT) WITH ('connector' = 'datagen');
SELECT * FROM (SELECT DISTINCT region FROM sales) r LEFT JOIN LATERAL (SELECT city FROM sales WHERE region = r.region ORDER BY amount DESC LIMIT 2) ON TRUE;
