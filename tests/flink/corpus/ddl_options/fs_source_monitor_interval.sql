-- expect: accept
-- source.monitor-interval turns the filesystem source unbounded
CREATE TABLE readings (sensor STRING, reading DOUBLE) WITH (
  'connector' = 'filesystem',
  'path' = '/tmp/sluice-corpus/readings',
  'format' = 'json',
  'source.monitor-interval' = '10 s'
);
CREATE TABLE out_readings (sensor STRING, reading DOUBLE) WITH ('connector' = 'print');
INSERT INTO out_readings SELECT sensor, reading FROM readings;
