-- expect: reject
-- A USING column must be one column on each side: the left side's join shows user_id twice
CREATE TABLE orders (order_id BIGINT, user_id INT) WITH ('connector' = 'datagen');
CREATE TABLE users (user_id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (order_id BIGINT, name STRING) WITH ('connector' = 'print');
INSERT INTO out_rows SELECT o.order_id, v.name FROM orders o JOIN users u ON o.user_id = u.user_id
  JOIN users v USING (user_id);
