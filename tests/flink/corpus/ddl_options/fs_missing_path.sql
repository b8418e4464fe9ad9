-- expect: reject
-- filesystem without the required 'path' option
CREATE TABLE fs_table (id INT, name STRING) WITH (
  'connector' = 'filesystem',
  'format' = 'csv'
);
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
INSERT INTO fs_table SELECT id, name FROM gen;
