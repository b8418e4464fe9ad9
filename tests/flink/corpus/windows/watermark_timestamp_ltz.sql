-- expect: accept
-- watermark on a TIMESTAMP_LTZ(3) column
CREATE TABLE events (
  id INT,
  ts TIMESTAMP_LTZ(3),
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT id FROM events;
