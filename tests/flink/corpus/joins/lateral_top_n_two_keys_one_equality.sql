-- expect: reject
-- left side with two DISTINCT columns, subquery comparing one: the Top-N's columns do not match the join's
CREATE TABLE sales (id INT, region STRING, city STRING, amount INT) WITH ('connector' = 'datagen');
SELECT * FROM (SELECT DISTINCT region, city FROM sales) r, LATERAL (SELECT amount FROM sales WHERE region = r.region ORDER BY amount LIMIT 2);
