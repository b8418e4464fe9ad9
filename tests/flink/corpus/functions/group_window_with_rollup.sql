-- expect: reject
-- a GROUP BY TUMBLE(...) window with ROLLUP: Flink has no plan for it
CREATE TABLE t (
  i INT,
  j INT,
  s STRING,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen');
SELECT TUMBLE_START(ts, INTERVAL '1' MINUTE), s, COUNT(*) FROM t GROUP BY TUMBLE(ts, INTERVAL '1' MINUTE), ROLLUP(s);
