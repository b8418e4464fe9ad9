-- SHOW and DESCRIBE give Flink's rows: the catalog as the script has built it so far, LIKE
-- filters, DESCRIBE's types (time attributes marked, primary keys NOT NULL), keys, computed
-- columns, metadata columns and watermarks written back as SQL.
CREATE TABLE orders (
  id INT NOT NULL, who STRING, amount DECIMAL(10, 2), ts TIMESTAMP(3),
  big AS amount * 2, pt AS PROCTIME(), late AS CASE WHEN amount > 10 THEN 'x' ELSE who END,
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND,
  PRIMARY KEY (id) NOT ENFORCED
) WITH ('connector' = 'filesystem', 'path' = '${DATA}/orders.csv', 'format' = 'csv',
        'csv.null-literal' = '');
SHOW TABLES;
CREATE TABLE k (
  id INT, b STRING, `timestamp` TIMESTAMP_LTZ(3) METADATA, p INT METADATA FROM 'partition' VIRTUAL,
  c AS CAST(id AS BIGINT) + 1, PRIMARY KEY (id, b) NOT ENFORCED
) WITH ('connector' = 'upsert-kafka', 'topic' = 'x', 'properties.bootstrap.servers' = 'localhost:9092',
        'key.format' = 'json', 'value.format' = 'json');
CREATE VIEW v AS SELECT who, COUNT(*) AS n FROM orders GROUP BY who;
CREATE TEMPORARY VIEW tv (a) AS SELECT who FROM orders;
SHOW TABLES;
SHOW VIEWS;
SHOW TABLES LIKE 'o%';
SHOW TABLES NOT LIKE '_';
SHOW TABLES FROM default_database;
SHOW CATALOGS;
SHOW DATABASES LIKE 'default%';
SHOW CURRENT CATALOG;
SHOW CURRENT DATABASE;
SHOW MODULES;
SHOW FULL MODULES;
DESCRIBE orders;
DESC k;
DESCRIBE v;
SHOW COLUMNS FROM orders LIKE '%t%';
SHOW COLUMNS IN k NOT LIKE '%t%';
SELECT id FROM orders WHERE id = 1;
