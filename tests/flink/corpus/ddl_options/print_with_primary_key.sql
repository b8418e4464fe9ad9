-- expect: accept
-- print sink with a primary key takes an upsert stream
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (name STRING, cnt BIGINT, PRIMARY KEY (name) NOT ENFORCED) WITH ('connector' = 'print');
INSERT INTO out_rows SELECT name, COUNT(*) FROM gen GROUP BY name;
