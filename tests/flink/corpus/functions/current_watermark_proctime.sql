-- expect: reject
-- CURRENT_WATERMARK of a processing-time attribute
CREATE TABLE t (id INT, v INT, ts TIMESTAMP(3), lt TIMESTAMP_LTZ(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'datagen');
SELECT CURRENT_WATERMARK(pt) FROM t;
