-- expect: accept
-- filesystem sink.parallelism
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE fs_table (id INT, name STRING) WITH (
  'connector' = 'filesystem',
  'path' = '/tmp/sluice-corpus/out',
  'format' = 'json',
  'sink.parallelism' = '2'
);
INSERT INTO fs_table SELECT id, name FROM gen;
