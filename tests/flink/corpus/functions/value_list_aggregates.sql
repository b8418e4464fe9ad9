-- expect: accept
-- The aggregates that keep their values, with DISTINCT, FILTER and their NULL clauses
CREATE TABLE t (
  i INT,
  j INT,
  d DOUBLE,
  s STRING,
  s2 STRING,
  b BOOLEAN,
  epoch BIGINT,
  amt DECIMAL(10, 2),
  ts TIMESTAMP(3),
  ltz TIMESTAMP_LTZ(3),
  arr ARRAY<INT>,
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen');
SELECT i, LISTAGG(s), LISTAGG(DISTINCT s2, '; '), ARRAY_AGG(d IGNORE NULLS), COLLECT(b) FILTER (WHERE j > 0),
       FIRST_VALUE(amt), LAST_VALUE(s), JSON_OBJECTAGG(KEY s VALUE arr ABSENT ON NULL), JSON_ARRAYAGG(i NULL ON NULL)
FROM t GROUP BY i;
