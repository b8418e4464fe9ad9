-- expect: reject
-- filesystem sink cannot take the updates of a GROUP BY
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE fs_table (name STRING, cnt BIGINT) WITH (
  'connector' = 'filesystem',
  'path' = '/tmp/sluice-corpus/counts',
  'format' = 'csv'
);
INSERT INTO fs_table SELECT name, COUNT(*) FROM gen GROUP BY name;
