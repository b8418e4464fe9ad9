-- expect: accept
-- partitioned filesystem sink with a partition commit policy
CREATE TABLE gen (id INT, name STRING, dt STRING) WITH ('connector' = 'datagen');
CREATE TABLE fs_table (id INT, name STRING, dt STRING) PARTITIONED BY (dt) WITH (
  'connector' = 'filesystem',
  'path' = '/tmp/sluice-corpus/partitioned',
  'format' = 'csv',
  'sink.partition-commit.policy.kind' = 'success-file'
);
INSERT INTO fs_table SELECT id, name, dt FROM gen;
