-- expect: reject
-- watermark on a BIGINT column
CREATE TABLE events (
  id INT,
  ts BIGINT,
  WATERMARK FOR ts AS ts - 5000
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT id FROM events;
