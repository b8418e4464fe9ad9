-- expect: reject
-- seed 002: CREATE TABLE hive_table (...) as written, with the column list elided
CREATE TABLE hive_table (...) WITH (
  'connector' = 'hive',
  'table.exec.hive.fallback-mapred-reader' = 'true'
);
