-- expect: reject
-- PARTITIONED BY a column the table does not have
CREATE TABLE fs_table (id INT, name STRING) PARTITIONED BY (dt) WITH (
  'connector' = 'filesystem',
  'path' = '/tmp/sluice-corpus/partitioned',
  'format' = 'csv'
);
