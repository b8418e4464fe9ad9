-- expect: reject
-- seed 002: writing the hive table needs the Hive connector, which is not on the class path
CREATE TABLE hive_table (id INT, name STRING) WITH (
  'connector' = 'hive',
  'table.exec.hive.fallback-mapred-reader' = 'true'
);
CREATE TABLE g (id INT, name STRING) WITH ('connector' = 'datagen');
INSERT INTO hive_table SELECT id, name FROM g;
