-- expect: accept
-- watermark on a column computed from epoch milliseconds
CREATE TABLE events (
  id INT,
  epoch_ms BIGINT,
  ts AS TO_TIMESTAMP_LTZ(epoch_ms, 3),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT id FROM events;
