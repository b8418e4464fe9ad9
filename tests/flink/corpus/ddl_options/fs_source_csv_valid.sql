-- expect: accept
-- filesystem source read with csv and printed
CREATE TABLE readings (sensor STRING, reading DOUBLE) WITH (
  'connector' = 'filesystem',
  'path' = '/tmp/sluice-corpus/readings.csv',
  'format' = 'csv',
  'csv.ignore-parse-errors' = 'true'
);
CREATE TABLE out_readings (sensor STRING, reading DOUBLE) WITH ('connector' = 'print');
INSERT INTO out_readings SELECT sensor, reading FROM readings;
