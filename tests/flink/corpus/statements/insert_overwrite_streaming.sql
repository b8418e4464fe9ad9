-- expect: reject
-- INSERT OVERWRITE in streaming mode
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE fs_out (id INT, name STRING, score DOUBLE) WITH (
  'connector' = 'filesystem',
  'path' = '/tmp/sluice-corpus/overwrite',
  'format' = 'csv'
);
INSERT OVERWRITE fs_out SELECT id, name, score FROM src;
