-- expect: reject
-- watermark on a nested ROW field
CREATE TABLE events (
  id INT,
  meta ROW<ts TIMESTAMP(3)>,
  WATERMARK FOR meta.ts AS meta.ts
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT id FROM events;
