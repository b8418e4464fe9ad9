-- expect: accept
-- seed 002: a hive connector table that no statement reads (options are checked lazily)
CREATE TABLE hive_table (id INT, name STRING) WITH (
  'connector' = 'hive',
  'table.exec.hive.fallback-mapred-reader' = 'true'
);
