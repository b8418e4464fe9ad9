-- expect: reject
-- 1582-10-05 to 1582-10-14 never existed in java.util's calendar: Flink refuses the literal
CREATE TABLE t (
  dt DATE,
  ts TIMESTAMP(3)
) WITH ('connector' = 'datagen');
SELECT YEAR(DATE '1582-10-10') FROM t;
