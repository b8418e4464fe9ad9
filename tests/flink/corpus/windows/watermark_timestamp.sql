-- expect: accept
-- watermark on a TIMESTAMP(3) column
CREATE TABLE events (
  id INT,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT id FROM events;
