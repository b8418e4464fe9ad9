-- expect: reject
-- watermark expression subtracting a STRING
CREATE TABLE events (
  id INT,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - '5'
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT id FROM events;
