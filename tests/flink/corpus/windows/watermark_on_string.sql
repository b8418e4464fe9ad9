-- expect: reject
-- watermark on a STRING column
CREATE TABLE events (
  id INT,
  ts STRING,
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT id FROM events;
