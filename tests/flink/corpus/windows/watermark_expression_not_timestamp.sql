-- expect: reject
-- watermark expression that is not a timestamp
CREATE TABLE events (
  id INT,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS 5
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT id FROM events;
