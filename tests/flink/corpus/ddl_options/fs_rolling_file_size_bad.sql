-- expect: reject
-- sink.rolling-policy.file-size that is not a memory size
CREATE TABLE fs_table (id INT, name STRING) WITH (
  'connector' = 'filesystem',
  'path' = '/tmp/sluice-corpus/out',
  'format' = 'csv',
  'sink.rolling-policy.file-size' = 'big'
);
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
INSERT INTO fs_table SELECT id, name FROM gen;
