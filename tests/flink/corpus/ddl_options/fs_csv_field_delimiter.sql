-- expect: accept
-- csv.field-delimiter with one character
CREATE TABLE fs_table (id INT, name STRING) WITH (
  'connector' = 'filesystem',
  'path' = '/tmp/sluice-corpus/out',
  'format' = 'csv',
  'csv.field-delimiter' = ';'
);
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
INSERT INTO fs_table SELECT id, name FROM gen;
