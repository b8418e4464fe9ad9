-- JOIN ... USING and NATURAL JOIN: the named columns come once, first (COALESCE of both
-- sides: the right side's value on a right or full join's unmatched row), then each side's other
-- columns (a repeated name gets a suffix); `a.k` and `b.k` still reach each side's own column,
-- `a.*` all of a's. NATURAL joins on every name both sides have (k and x here, INT against
-- BIGINT). The named column works in GROUP BY and expressions. In batch mode, so an outer join's
-- result does not depend on which side's rows come first.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW a AS
  SELECT * FROM (VALUES (1, 'a1', 10), (2, 'a2', 20), (CAST(NULL AS INT), 'an', 30), (1, 'a1b', 100)) AS t(k, v, x);
CREATE TEMPORARY VIEW b AS
  SELECT * FROM (VALUES (1, 'b1', CAST(100 AS BIGINT)), (3, 'b3', CAST(300 AS BIGINT))) AS t(k, w, x);
SELECT * FROM a JOIN b USING (k);
SELECT * FROM a LEFT JOIN b USING (k);
SELECT * FROM a RIGHT JOIN b USING (k);
SELECT * FROM a FULL JOIN b USING (k);
SELECT k, a.k, b.k, v, w FROM a FULL OUTER JOIN b USING (k);
SELECT * FROM a NATURAL JOIN b;
SELECT * FROM a NATURAL FULL JOIN b;
SELECT a.*, b.* FROM a JOIN b USING (k);
SELECT k + 1 AS k1, COUNT(*) AS n FROM a INNER JOIN b USING (k, x) GROUP BY k;
SELECT k, COUNT(*) AS n FROM a LEFT JOIN b USING (k) WHERE a.k IS NOT NULL GROUP BY k;
CREATE TEMPORARY VIEW c AS SELECT * FROM (VALUES (1, 'c1'), (3, 'c3')) AS t(k, z);
SELECT * FROM a JOIN b USING (k) FULL JOIN c USING (k);
