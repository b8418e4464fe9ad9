-- A string ordered against a number (<, <=, >, >=) or tested against numbers with IN, in WHERE,
-- HAVING or a projection: Flink 1.20 reads the string as the number's type (and fails the job on
-- text that is no number).
CREATE TABLE t (s STRING, i INT) WITH ('connector' = 'filesystem', 'path' = '${DATA}/text_numbers.csv', 'format' = 'csv');
SELECT s, i FROM t WHERE s > i;
SELECT s FROM t WHERE s > 5 OR 0 >= s;
SELECT s FROM t WHERE s BETWEEN 4 AND 7;
SELECT i, COUNT(*) AS n FROM t GROUP BY i HAVING MAX(s) > 4;
SELECT s, s > 5.5 AS gt_decimal, s < CAST(4 AS DOUBLE) AS lt_double, CAST(7 AS BIGINT) >= s AS ge_bigint, s <= i AS le_column FROM t;
-- IN lists coerce alike (Calcite's inOperationCoercion), = and <> alone do not.
SELECT s, s IN (5, 10) AS in_ints, s IN (5, 10.5) AS in_decimals, i IN ('5', '1') AS int_in_texts FROM t;
SELECT s FROM t WHERE s NOT IN (5, 10);
