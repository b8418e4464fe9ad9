-- expect: reject
-- json.fail-on-missing-field with a non-boolean value
CREATE TABLE fs_table (id INT, name STRING) WITH (
  'connector' = 'filesystem',
  'path' = '/tmp/sluice-corpus/out',
  'format' = 'json',
  'json.fail-on-missing-field' = 'maybe'
);
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
INSERT INTO fs_table SELECT id, name FROM gen;
