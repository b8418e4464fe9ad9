-- Two-phase GROUP BY with mini-batch on the heap where a bundle's keys are mostly distinct
-- (40,000 rows over 25,000 keys, bundles of 2,000), at parallelism 2: the local phase judges a
-- bundle, then forwards rows as they came (the key and the columns the calls read) through the
-- hash exchange, and the global phase folds them. NULL keys and NULL values among them, a BIGINT
-- key (folded where the heap's inline table keeps the record) and a STRING key (turned into
-- accumulator rows first).
SET 'parallelism.default' = '2';
SET 'state.backend.type' = 'hashmap';
SET 'table.exec.mini-batch.enabled' = 'true';
SET 'table.exec.mini-batch.allow-latency' = '1 s';
SET 'table.exec.mini-batch.size' = '2000';
CREATE TABLE ev (id BIGINT) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence',
  'fields.id.start' = '1', 'fields.id.end' = '40000',
  'rows-per-second' = '10000000');
CREATE VIEW keyed AS SELECT
  CASE WHEN MOD(id, 97) = 0 THEN CAST(NULL AS BIGINT) ELSE MOD(id * 7919, 25000) END AS k,
  CASE WHEN MOD(id, 5) = 0 THEN CAST(NULL AS INT) ELSE CAST(MOD(id, 1000) AS INT) END AS v,
  CASE WHEN MOD(id, 89) = 0 THEN CAST(NULL AS STRING)
       ELSE CONCAT('u', CAST(MOD(id * 104729, 30000) AS STRING)) END AS u
FROM ev;
SELECT k, COUNT(*) AS n, COUNT(v) AS nv, SUM(v) AS total, MIN(v) AS lo, MAX(v) AS hi FROM keyed GROUP BY k;
SELECT u, COUNT(*) AS n, SUM(v) AS total, AVG(v) AS mean FROM keyed GROUP BY u;
