-- Random INT, SMALLINT and TINYINT datagen columns whose min equals its max: every value is that
-- bound (a DOUBLE one fails the job: datagen_equal_bounds_refused.sql).
CREATE TABLE src (i INT, s SMALLINT, t TINYINT) WITH ('connector' = 'datagen', 'number-of-rows' = '3',
  'fields.i.min' = '7', 'fields.i.max' = '7', 'fields.s.min' = '-2', 'fields.s.max' = '-2',
  'fields.t.min' = '0', 'fields.t.max' = '0');
CREATE TABLE printed (i INT, s SMALLINT, t TINYINT) WITH ('connector' = 'print');
INSERT INTO printed SELECT i, s, t FROM src;
