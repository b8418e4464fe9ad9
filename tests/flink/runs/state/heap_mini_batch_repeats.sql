-- Two-phase GROUP BY with mini-batch on the heap's inline table, bundles of 2,000 rows: about
-- 1,500 BIGINT keys, so some keys come twice in a bundle and most once (the global phase emits
-- one change per key per bundle from its first row's copy before and its last row's copy after),
-- a DOUBLE key (its output columns come from the records as the input had them), and an
-- aggregation over the first one's updating results, whose counts fall to zero and whose keys are
-- removed.
SET 'state.backend.type' = 'hashmap';
SET 'table.exec.mini-batch.enabled' = 'true';
SET 'table.exec.mini-batch.allow-latency' = '1 s';
SET 'table.exec.mini-batch.size' = '2000';
CREATE TABLE ev (id BIGINT) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence',
  'fields.id.start' = '1', 'fields.id.end' = '30000',
  'rows-per-second' = '10000000');
CREATE VIEW keyed AS SELECT MOD(id * 7919, 1500) AS k, CAST(MOD(id, 300) AS DOUBLE) / 4 - 20 AS d,
  id AS v FROM ev;
SELECT k, COUNT(*) AS n, SUM(v) AS total, MAX(v) AS hi FROM keyed GROUP BY k;
SELECT d, COUNT(*) AS n, MIN(v) AS lo FROM keyed GROUP BY d;
SELECT n, COUNT(*) AS keys, SUM(total) AS total FROM (SELECT k, COUNT(*) AS n, SUM(v) AS total FROM keyed GROUP BY k)
GROUP BY n;
