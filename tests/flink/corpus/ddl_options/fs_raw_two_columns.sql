-- expect: reject
-- the raw format allows one physical column only
CREATE TABLE fs_table (id INT, name STRING) WITH (
  'connector' = 'filesystem',
  'path' = '/tmp/sluice-corpus/out',
  'format' = 'raw'
);
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
INSERT INTO fs_table SELECT id, name FROM gen;
