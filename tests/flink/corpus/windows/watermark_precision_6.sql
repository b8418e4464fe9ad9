-- expect: reject
-- watermark on TIMESTAMP(6); rowtime precision is at most 3
CREATE TABLE events (
  id INT,
  ts TIMESTAMP(6),
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT id FROM events;
