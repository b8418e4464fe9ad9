-- expect: reject
-- watermark on a column the table lacks
CREATE TABLE events (
  id INT,
  ts TIMESTAMP(3),
  WATERMARK FOR event_time AS event_time
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT id FROM events;
