-- expect: accept
-- the raw format with a single STRING column read and printed
CREATE TABLE lines (line STRING) WITH (
  'connector' = 'filesystem',
  'path' = '/tmp/sluice-corpus/in.txt',
  'format' = 'raw'
);
CREATE TABLE out_lines (line STRING) WITH ('connector' = 'print');
INSERT INTO out_lines SELECT line FROM lines;
