-- Inner joins of insert-only inputs keep each row as an entry of its own (by sequence number):
-- rows repeated many times under one key, arriving on both sides in turn, join exactly as often
-- as Flink's counted rows do, with and without a non-equi condition, and in a self-join. On
-- RocksDB, where each row is an entry under [key group][join key][sequence number] (the heap's
-- general tables keep the same entries: join_operator_test and backend_changelog_equivalence_test).
SET 'state.backend.type' = 'rocksdb';
CREATE TABLE l (id BIGINT) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence',
  'fields.id.start' = '1', 'fields.id.end' = '3000');
CREATE TABLE r (id BIGINT) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence',
  'fields.id.start' = '1', 'fields.id.end' = '200');
CREATE TEMPORARY VIEW lv AS
  SELECT MOD(id, 50) AS k, CAST(CASE WHEN id > 1500 THEN 'late' ELSE 'early' END AS STRING) AS v FROM l;
CREATE TEMPORARY VIEW rv AS SELECT MOD(id, 50) AS k, CAST('f' AS STRING) AS w FROM r;
SELECT lv.k, lv.v, rv.w FROM lv JOIN rv ON lv.k = rv.k WHERE lv.k < 3;
SELECT k, v, COUNT(*) AS n FROM (SELECT lv.k, lv.v FROM lv JOIN rv ON lv.k = rv.k) GROUP BY k, v;
SELECT k, v, COUNT(*) AS n FROM (SELECT lv.k, lv.v FROM lv JOIN rv ON lv.k = rv.k AND lv.v < rv.w)
  GROUP BY k, v;
SELECT a.k, COUNT(*) AS n FROM rv a JOIN rv b ON a.k = b.k GROUP BY a.k;
