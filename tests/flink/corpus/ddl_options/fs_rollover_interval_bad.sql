-- expect: reject
-- sink.rolling-policy.rollover-interval with an unknown unit
CREATE TABLE fs_table (id INT, name STRING) WITH (
  'connector' = 'filesystem',
  'path' = '/tmp/sluice-corpus/out',
  'format' = 'csv',
  'sink.rolling-policy.rollover-interval' = '15 fortnights'
);
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
INSERT INTO fs_table SELECT id, name FROM gen;
