-- expect: reject
-- two WATERMARK clauses in one table
CREATE TABLE events (
  id INT,
  ts TIMESTAMP(3),
  ts2 TIMESTAMP(3),
  WATERMARK FOR ts AS ts,
  WATERMARK FOR ts2 AS ts2
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (id INT) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT id FROM events;
