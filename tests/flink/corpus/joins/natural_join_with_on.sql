-- expect: reject
-- A NATURAL join takes no ON condition
CREATE TABLE orders (order_id BIGINT, user_id INT) WITH ('connector' = 'datagen');
CREATE TABLE users (user_id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (order_id BIGINT, name STRING) WITH ('connector' = 'print');
INSERT INTO out_rows SELECT o.order_id, u.name FROM orders o NATURAL JOIN users u ON o.user_id = u.user_id;
