-- expect: reject
-- ROW_NUMBER() beside another OVER aggregate: Flink's streaming OverAggregate has no ROW_NUMBER
CREATE TABLE t (id INT, who STRING, v INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'datagen');
SELECT ROW_NUMBER() OVER (PARTITION BY who ORDER BY ts) AS rn, SUM(v) OVER (PARTITION BY who ORDER BY ts) FROM t;
