-- expect: accept
-- CROSS JOIN UNNEST of an ARRAY column
CREATE TABLE baskets (order_id BIGINT, tags ARRAY<STRING>) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (order_id BIGINT, name STRING) WITH ('connector' = 'print');
INSERT INTO out_rows SELECT b.order_id, t.tag FROM baskets b CROSS JOIN UNNEST(b.tags) AS t (tag);
