-- "x <op> x" as Flink's planner simplifies it (Calcite's RexSimplify): x = x is TRUE unless x is
-- NULL, NaN included; x < x is FALSE unless x is NULL; x IS NOT DISTINCT FROM x is TRUE. For
-- UUID() and RAND() the two sides are one value; in other calls they are not.
CREATE TABLE t (s STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
SELECT d = d AS eq, d <> d AS ne, d >= d AS ge, d IS NOT DISTINCT FROM d AS nd, d IS DISTINCT FROM d AS dd,
       n = n AS eq_null, n < n AS lt_null, n IS NOT DISTINCT FROM n AS nd_null
FROM (SELECT CAST('NaN' AS DOUBLE) + CHAR_LENGTH(s) * 0 AS d, CAST(NULLIF(s, s) AS INT) AS n FROM t);
SELECT UUID() = UUID() AS u_eq, UUID() < UUID() AS u_lt, RAND() = RAND() AS r_eq,
       CONCAT(UUID(), '') = CONCAT(UUID(), '') AS c_eq, UUID() = CONCAT(UUID(), '') AS mixed,
       SUBSTR(CONCAT(UUID(), UUID()), 1, 36) = SUBSTR(CONCAT(UUID(), UUID()), 37, 36) AS halves,
       RAND() - RAND() = 0 AS r_diff
FROM t;
SELECT COUNT(*) AS kept FROM t WHERE UUID() = UUID() AND NOT (RAND() < RAND());
