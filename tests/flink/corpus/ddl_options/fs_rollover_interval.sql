-- expect: accept
-- sink.rolling-policy.rollover-interval as a duration with a space
CREATE TABLE fs_table (id INT, name STRING) WITH (
  'connector' = 'filesystem',
  'path' = '/tmp/sluice-corpus/out',
  'format' = 'csv',
  'sink.rolling-policy.rollover-interval' = '15 min'
);
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
INSERT INTO fs_table SELECT id, name FROM gen;
