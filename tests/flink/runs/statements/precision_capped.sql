-- A DECIMAL precision above 38 and a TIMESTAMP / TIMESTAMP_LTZ one above 9 are the largest ones:
-- DECIMAL(40, 2) rounds as DECIMAL(38, 2), TIMESTAMP(10) keeps nanoseconds.
CREATE TABLE src (i INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3',
  'fields.i.kind' = 'sequence', 'fields.i.start' = '1', 'fields.i.end' = '3');
CREATE TABLE printed (d DECIMAL(39, 3), t TIMESTAMP(10), l TIMESTAMP_LTZ(12)) WITH ('connector' = 'print');
INSERT INTO printed SELECT CAST(i + 0.239 AS DECIMAL(40, 2)),
  CAST('2024-01-02 03:04:05.123456789' AS TIMESTAMP(10)) + i * INTERVAL '1' SECOND,
  CAST(TIMESTAMP '2024-01-02 03:04:05.987654321' AS TIMESTAMP_LTZ(11))
FROM src;
