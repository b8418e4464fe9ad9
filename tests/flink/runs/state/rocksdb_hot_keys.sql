-- GROUP BY on RocksDB state with mini-batch, where the value tables' cache keeps hot keys on the
-- heap: half the rows on 64 hot keys (read and written bundle after bundle, their writes held in
-- the cache), half on about 4,000 warm keys (the squares modulo 7919) read about five times each
-- at uneven distances (with 16 MB of RocksDB memory a table's cache holds about 2,000 entries, so
-- changed entries are evicted, written back and read again), and an aggregation over the first
-- one's updating results, whose keys are retracted and removed.
-- The results are the heap's and Flink's.
SET 'state.backend.type' = 'rocksdb';
SET 'state.backend.rocksdb.memory.fixed-per-slot' = '16 mb';
SET 'table.exec.mini-batch.enabled' = 'true';
SET 'table.exec.mini-batch.allow-latency' = '1 s';
SET 'table.exec.mini-batch.size' = '500';
CREATE TABLE ev (id BIGINT) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence',
  'fields.id.start' = '1', 'fields.id.end' = '40000',
  'rows-per-second' = '10000000');
CREATE VIEW keyed AS SELECT CASE WHEN MOD(id, 2) = 0 THEN MOD(id / 2, 64) ELSE 1000 + MOD((id / 2) * (id / 2), 7919) END AS k,
  id AS v FROM ev;
SELECT k, COUNT(*) AS n, SUM(v) AS total, MIN(v) AS lo, MAX(v) AS hi FROM keyed GROUP BY k;
SELECT n, COUNT(*) AS keys, SUM(total) AS total FROM (SELECT k, COUNT(*) AS n, SUM(v) AS total FROM keyed GROUP BY k)
GROUP BY n;
