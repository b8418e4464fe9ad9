-- expect: accept
-- a NULL DATE constant skips EXTRACT's unit check (it never reaches code generation)
CREATE TABLE t (
  dt DATE,
  ts TIMESTAMP(3)
) WITH ('connector' = 'datagen');
SELECT EXTRACT(NANOSECOND FROM CAST(NULL AS DATE)), EXTRACT(MILLENNIUM FROM ts) FROM t;
