-- Flink SQL Cookbook: Creating Tables (foundations/01_create_table/01_create_table.md; stored in
-- the repository as foundations/01/01_create_table.md).
-- Changed: the recipe's unbounded datagen table (random values) reads
-- ${DATA}/cookbook/orders.csv (filesystem, csv) instead, so that the result is deterministic.
CREATE TABLE orders (
    order_uid  BIGINT,
    product_id BIGINT,
    price      DECIMAL(32, 2),
    order_time TIMESTAMP(3)
) WITH (
    'connector' = 'filesystem',
    'path' = '${DATA}/cookbook/orders.csv',
    'format' = 'csv'
);

SELECT * FROM orders;
