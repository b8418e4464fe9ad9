-- A random DOUBLE, BIGINT or DECIMAL datagen column whose min equals its max: Flink's generator
-- needs min < max and fails the job (INT, SMALLINT and TINYINT ones take it: datagen_equal_bounds.sql).
CREATE TABLE src (d DOUBLE) WITH ('connector' = 'datagen', 'number-of-rows' = '3',
  'fields.d.min' = '1.5', 'fields.d.max' = '1.5');
CREATE TABLE printed (d DOUBLE) WITH ('connector' = 'print');
INSERT INTO printed SELECT d FROM src;
