-- expect: reject
-- a query hint name Flink does not know
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (user_id INT, url STRING) WITH ('connector' = 'print');
INSERT INTO out_rows
SELECT /*+ FAST_PLEASE */ user_id, url
FROM clicks;
