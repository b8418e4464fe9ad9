-- In WHERE, a bare JOIN ... USING column is ambiguous: Calcite resolves WHERE against both sides
-- (the select list and GROUP BY see the joined column). Refused by both.
CREATE TEMPORARY VIEW a AS
  SELECT * FROM (VALUES (1, 'a1', 10), (2, 'a2', 20), (CAST(NULL AS INT), 'an', 30), (1, 'a1b', 100)) AS t(k, v, x);
CREATE TEMPORARY VIEW b AS
  SELECT * FROM (VALUES (1, 'b1', CAST(100 AS BIGINT)), (3, 'b3', CAST(300 AS BIGINT))) AS t(k, w, x);
SELECT k, v FROM a JOIN b USING (k) WHERE k > 0;
