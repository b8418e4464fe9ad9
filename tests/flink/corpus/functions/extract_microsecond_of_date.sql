-- expect: reject
-- EXTRACT(MICROSECOND ...) takes timestamps only
CREATE TABLE t (
  dt DATE,
  ts TIMESTAMP(3)
) WITH ('connector' = 'datagen');
SELECT EXTRACT(MICROSECOND FROM dt) FROM t;
