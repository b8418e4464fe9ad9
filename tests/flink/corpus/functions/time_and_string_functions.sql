-- expect: accept
-- The new time functions in a query Flink plans
CREATE TABLE t (id INT, who STRING, v INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'datagen');
SELECT TIMESTAMPDIFF(MINUTE, ts, CAST(pt AS TIMESTAMP(3))), EXTRACT(DOW FROM ts), FROM_UNIXTIME(UNIX_TIMESTAMP()), CONVERT_TZ(CAST(ts AS STRING), 'UTC', 'Europe/Berlin'), STR_TO_MAP('a=1'), NULLIF(v, 0) FROM t;
