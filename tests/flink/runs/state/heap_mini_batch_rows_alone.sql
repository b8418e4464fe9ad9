-- Two-phase GROUP BY with mini-batch on the heap where each 2,000-row bundle holds few repeated
-- keys (60,000 rows over 20,000 keys, each key's rows 20,000 apart), at parallelism 2: the local
-- phase forwards its rows, and the global phase, after a bundle where at most one row in 100
-- repeated a key, folds the next ones one at a time. The calls read columns before the key, one
-- with NULLs, and a NULL key comes every 997 rows. The second query groups the first's updating
-- sums: its global phase folds the -U/+U rows alone too.
SET 'parallelism.default' = '2';
SET 'state.backend.type' = 'hashmap';
SET 'table.exec.mini-batch.enabled' = 'true';
SET 'table.exec.mini-batch.allow-latency' = '1 s';
SET 'table.exec.mini-batch.size' = '2000';
CREATE TABLE ev (id BIGINT) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence',
  'fields.id.start' = '1', 'fields.id.end' = '60000',
  'rows-per-second' = '10000000');
CREATE VIEW keyed AS SELECT
  CAST(MOD(id * 31, 1009) AS INT) AS v,
  CASE WHEN MOD(id, 11) = 0 THEN CAST(NULL AS INT) ELSE CAST(MOD(id, 13) AS INT) END AS w,
  id,
  CASE WHEN MOD(id, 997) = 0 THEN CAST(NULL AS BIGINT) ELSE MOD(id * 7919, 20000) END AS k
FROM ev;
SELECT k, COUNT(*) AS n, COUNT(w) AS nw, SUM(v) AS total, MIN(w) AS lo, MAX(v) AS hi FROM keyed GROUP BY k;
SELECT ids, COUNT(*) AS n, SUM(k) AS ks FROM (SELECT k, SUM(id) AS ids FROM keyed GROUP BY k) GROUP BY ids;
